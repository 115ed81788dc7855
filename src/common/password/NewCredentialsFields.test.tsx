/**
 * A new password's live requirements: each rule shown met or not as it is typed, and the field and its
 * list rendered again only when a rule is met or lost, not on every key (on a phone's CPU a render per
 * key made typing's tasks long).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { initI18n } from '../../app/i18n';
import { newPasswordSchema } from '../../lib/validation/password';
import { FormShell } from '../form/FormShell';
import { useAppForm } from '../form/useAppForm';
import { NewPasswordField } from './NewCredentialsFields';
import { renderCounted } from '../../../tests/render-counted';

const i18n = initI18n('en-US');

const schema = z.object({ password: newPasswordSchema });

function PasswordForm() {
  const form = useAppForm({ schema, defaultValues: { password: '' }, onSubmit: () => 'stay' });
  return (
    <FormShell form={form} submitLabel="Save">
      <NewPasswordField form={form} name="password" label="New password" />
    </FormShell>
  );
}

describe('NewPasswordField', () => {
  function renderPasswordForm() {
    const counted = renderCounted(<PasswordForm />, i18n);
    return { ...counted, field: screen.getByLabelText(/^New password/) };
  }

  const summary = () => screen.getByText(/password requirements met$/);

  it('says which rules the typed password meets, as it is typed', async () => {
    const { user, field } = renderPasswordForm();
    expect(summary()).toHaveTextContent('0 of 5 password requirements met');
    await user.type(field, 'abc');
    expect(summary()).toHaveTextContent('1 of 5 password requirements met');
    await user.type(field, 'D-4efgh');
    expect(summary()).toHaveTextContent('All password requirements met');
  });

  it('renders again when a rule is met, not for keys that change none', async () => {
    const { user, commits, field } = renderPasswordForm();
    await user.type(field, 'a');
    // The first key's validation has answered: the field says it is not there yet.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    commits.count = 0;
    // Lower case was met by the first key; these meet no other rule (fewer than 8 characters).
    await user.type(field, 'bcdef');
    expect(field).toHaveValue('abcdef');
    // At most once: the field's caps-lock check sets its state again on a key, which React may render
    // once before it sees that nothing changed. A render per key made 6.
    expect(commits.count).toBeLessThanOrEqual(1);
    await user.type(field, 'G');
    expect(summary()).toHaveTextContent('2 of 5 password requirements met');
    expect(commits.count).toBeGreaterThan(0);
  });
});
