/**
 * The fields of a new password, written once: the password with its live requirements (change
 * password, create account, create credential, basic credentials), and a new username above it where
 * one is chosen too. Bound to a `useAppForm` form by field name, as the
 * kit's fields are. A field the screen renders after these registers before them (they register when
 * they render), and react-hook-form focuses the first invalid field in registration order: put such a
 * field in a component of its own too (the basic-credentials page's terms).
 */
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { PasswordField, TextField } from '../../ui/Field';
import { PasswordRequirements } from '../../ui/PasswordRequirements';
import type { AppForm } from '../form/useAppForm';
import { usePasswordRequirements } from './usePasswordRequirements';

export interface NewPasswordFieldProps<TValues extends FieldValues> {
  form: AppForm<TValues>;
  name: Path<TValues>;
  label: string;
  description?: ReactNode;
}

/** A new password: the field, described by the standard rules, each shown met or not as it is typed. */
export function NewPasswordField<TValues extends FieldValues>({
  form,
  name,
  label,
  description,
}: NewPasswordFieldProps<TValues>) {
  const requirementsId = `${useId()}-requirements`;
  const requirements = usePasswordRequirements(form.form.control, name);
  return (
    <>
      <PasswordField
        {...form.field(name, { describedBy: requirementsId })}
        label={label}
        autoComplete="new-password"
        required
        description={description}
      />
      <PasswordRequirements id={requirementsId} requirements={requirements} />
    </>
  );
}

type Credentials = { username: string; password: string };

export interface NewCredentialsFieldsProps<TValues extends Credentials> {
  form: AppForm<TValues>;
  /** The screen's words for the two fields. */
  words: { username: string; usernameHint: string; password: string };
}

/** A new username (its hint below it), then a new password with its requirements. */
export function NewCredentialsFields<TValues extends Credentials>({
  form,
  words,
}: NewCredentialsFieldsProps<TValues>) {
  // The constraint names both fields; react-hook-form's Path cannot see through a generic.
  const username = 'username' as Path<TValues>;
  return (
    <>
      <TextField
        {...form.field(username)}
        label={words.username}
        description={words.usernameHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <NewPasswordField form={form} name={'password' as Path<TValues>} label={words.password} />
    </>
  );
}
