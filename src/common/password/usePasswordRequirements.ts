import { useTranslation } from 'react-i18next';
import { PASSWORD_REQUIREMENT_KEYS, passwordRequirements } from '../../lib/validation/password';
import type { PasswordRequirement } from '../../ui/PasswordRequirements';

/** The standard rules for a new password, each met or not by `password`, in words for the live list. */
export function usePasswordRequirements(password: string): PasswordRequirement[] {
  const { i18n } = useTranslation();
  return passwordRequirements(password).map(({ id, met }) => ({
    id,
    label: i18n.t(PASSWORD_REQUIREMENT_KEYS[id]),
    met,
  }));
}
