import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_REQUIREMENT_KEYS, passwordRequirements } from '../../lib/validation/password';
import type { PasswordRequirement } from '../../ui/PasswordRequirements';

/**
 * The standard rules for the new password the form holds at `name`, each met or not, in words for the
 * live list. It watches which rules are met, not the password: the field and its list render again when
 * a rule is met or lost, not on every key (on a phone a render per key made typing's tasks long).
 */
export function usePasswordRequirements<TValues extends FieldValues>(
  control: Control<TValues, unknown, FieldValues>,
  name: Path<TValues>,
): PasswordRequirement[] {
  const { i18n } = useTranslation();
  const met = useWatch({
    control,
    name,
    compute: (password: unknown) => passwordRequirements(typeof password === 'string' ? password : ''),
  });
  return met.map(({ id, met }) => ({ id, label: i18n.t(PASSWORD_REQUIREMENT_KEYS[id]), met }));
}
