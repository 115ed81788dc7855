/**
 * The field model on four forms that had no screen test of it:
 * validation runs on change (a rule's message shows while the person is still in the field), and
 * submit is disabled while any required field is empty, enabled once they are all filled. The whole
 * app against the real mock, each form reached the way a person reaches it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import obligations from '../../locales/en-US/obligations.json';
import registration from '../../locales/en-US/registration.json';
import validation from '../../locales/en-US/validation.json';
import { accountDraft } from '../../src/features/registration/draft';
import { paths } from '../../src/lib/paths';

mockServerForFile();
const SLOW = { timeout: 15_000 };
const PASSWORD = 'Qz7#mLp2vR';

const usernameField = () => screen.getByRole('textbox', { name: /^username/i });
const passwordField = () => screen.getByLabelText(/^password/i, { selector: 'input' });

type Form = {
  name: string;
  /** Reaches the form as its persona or link does; resolves once it shows. */
  open: () => Promise<ReturnType<typeof renderApp>>;
  submit: string;
  /** A username that meets the form's rules; with the password, the form's required fields. */
  username: string;
  /** What typed into the username breaks one of its rules, and that rule's message. */
  rule: { typed: string; message: string };
};

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);

/** Opens `path`, signed in as `persona` first when given, and waits for its heading. */
const openAt =
  (path: string, title: string | RegExp, persona?: string) =>
  async (): Promise<ReturnType<typeof renderApp>> => {
    if (persona) await signInAs(persona);
    const app = renderApp(path);
    await heading(title);
    return app;
  };

const tooShort = (typed: string) => ({ typed, message: validation.usernameLength30 });

const forms: Form[] = [
  {
    // bea owes the create-basic-credentials obligation.
    name: 'basic credentials',
    open: openAt(paths.createBasicCredentials.path, obligations.basicCredentials.title, 'bea.basic'),
    submit: obligations.basicCredentials.submit,
    username: 'bea.newname',
    rule: tooShort('bea'),
  },
  {
    // fred owes the force-basic-credential obligation.
    name: 'force basic',
    open: openAt(paths.forceBasicCredentialAuthentication.path, obligations.forceBasic.title, 'fred.force'),
    submit: obligations.forceBasic.submit,
    username: 'fred.force',
    // Its username has one rule: something typed, then erased.
    rule: { typed: 'f{Backspace}', message: validation.required },
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
    username: 'nina.newhire',
    rule: tooShort('nin'),
  },
  {
    // ava's emailed create-credential link.
    name: 'create credential',
    open: openAt(
      paths.createCredentialAccountInfo.href({ token: 'credential-ava' }),
      /^Create your sign-in details/,
    ),
    submit: registration.credential.submit,
    username: 'ava.second',
    rule: tooShort('ava'),
  },
];

describe('the field model', () => {
  it.each(forms)(
    '$name: submit is disabled while any required field is empty, enabled once all are filled',
    async ({ open, submit, username }) => {
      const required = [
        { field: usernameField, value: username },
        { field: passwordField, value: PASSWORD },
      ];
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
    const field = usernameField();
    await user.click(field);
    await user.type(field, form.rule.typed);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(form.rule.message)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });
});
