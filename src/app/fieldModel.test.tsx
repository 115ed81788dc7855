/**
 * The field model of spec section 5 on the four forms issue 22 item 5 named without a screen test:
 * validation runs on change (a rule's message shows while the person is still in the field), and
 * submit is disabled while any required field is empty, enabled once they are all filled. The whole
 * app against the real mock, each form reached the way a person reaches it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import obligations from '../../locales/en-US/obligations.json';
import registration from '../../locales/en-US/registration.json';
import validation from '../../locales/en-US/validation.json';
import { accountDraft } from '../features/registration/draft';
import { paths } from '../lib/paths';

mockServerForFile();
const SLOW = { timeout: 15_000 };
const PASSWORD = 'Qz7#mLp2vR';

const usernameField = () => screen.getByRole('textbox', { name: /^username/i });
const passwordField = () => screen.getByLabelText(/^password/i, { selector: 'input' });

type Form = {
  name: string;
  /** Reaches the form as its persona or link does; resolves once its heading shows. */
  open: () => Promise<ReturnType<typeof renderApp>>;
  submit: string;
  /** The required fields, each with a value that meets its rules. */
  required: { field: () => HTMLElement; value: string }[];
  /** What typed into which field breaks a rule, and the rule's message. */
  rule: { field: () => HTMLElement; typed: string; message: string };
};

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);

const forms: Form[] = [
  {
    // bea owes the create-basic-credentials obligation.
    name: 'basic credentials',
    open: async () => {
      await signInAs('bea.basic');
      const app = renderApp(paths.createBasicCredentials.path);
      await heading(obligations.basicCredentials.title);
      return app;
    },
    submit: obligations.basicCredentials.submit,
    required: [
      { field: usernameField, value: 'bea.newname' },
      { field: passwordField, value: PASSWORD },
    ],
    rule: { field: usernameField, typed: 'bea', message: validation.usernameLength30 },
  },
  {
    // fred owes the force-basic-credential obligation.
    name: 'force basic',
    open: async () => {
      await signInAs('fred.force');
      const app = renderApp(paths.forceBasicCredentialAuthentication.path);
      await heading(obligations.forceBasic.title);
      return app;
    },
    submit: obligations.forceBasic.submit,
    required: [
      { field: usernameField, value: 'fred.force' },
      { field: passwordField, value: PASSWORD },
    ],
    // Its username has one rule: something typed, then erased.
    rule: { field: usernameField, typed: 'f{Backspace}', message: validation.required },
  },
  {
    // The last step of account creation on the invite-new invitation.
    name: 'account info',
    open: async () => {
      // The earlier steps' answers, as the code step leaves them: the last step opens on its own.
      accountDraft.write('invite-new', {
        firstName: 'Nina',
        lastName: 'Newhire',
        email: 'nina.newhire@example.com',
        phone: '',
        verificationToken: 'verification-token',
        code: '123456',
      });
      const app = renderApp(`${paths.createAccount.href({ token: 'invite-new' })}?step=account`);
      await screen.findByRole('button', { name: registration.account.submit }, SLOW);
      return app;
    },
    submit: registration.account.submit,
    required: [
      { field: usernameField, value: 'nina.newhire' },
      { field: passwordField, value: PASSWORD },
    ],
    rule: { field: usernameField, typed: 'nin', message: validation.usernameLength30 },
  },
  {
    // ava's emailed create-credential link.
    name: 'create credential',
    open: async () => {
      const app = renderApp(paths.createCredentialAccountInfo.href({ token: 'credential-ava' }));
      await heading(/^Create your sign-in details/);
      return app;
    },
    submit: registration.credential.submit,
    required: [
      { field: usernameField, value: 'ava.second' },
      { field: passwordField, value: PASSWORD },
    ],
    rule: { field: usernameField, typed: 'ava', message: validation.usernameLength30 },
  },
];

describe('the field model (spec section 5)', () => {
  it.each(forms)(
    '$name: submit is disabled while any required field is empty, enabled once all are filled',
    async ({ open, submit, required }) => {
      const { user } = await open();
      const button = () => screen.getByRole('button', { name: submit });
      expect(button()).toBeDisabled();
      // Filled one by one: held back until the last one.
      for (const [index, { field, value }] of required.entries()) {
        await user.type(field(), value);
        if (index < required.length - 1) expect(button()).toBeDisabled();
      }
      expect(button()).toBeEnabled();
      // Any one emptied again holds it back.
      for (const { field, value } of required) {
        await user.clear(field());
        expect(button()).toBeDisabled();
        await user.type(field(), value);
        expect(button()).toBeEnabled();
      }
    },
  );

  it.each(forms)("$name: a rule's message shows as the field changes, before it is left", async (form) => {
    const { user } = await form.open();
    const field = form.rule.field();
    await user.click(field);
    await user.type(field, form.rule.typed);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(form.rule.message)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });
});
