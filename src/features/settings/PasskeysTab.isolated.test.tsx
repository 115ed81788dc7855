/**
 * The passkeys tab against the mock server's real WebAuthn checks: the browser library is replaced by
 * a software authenticator (jsdom has no WebAuthn), everything else runs as in the app.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '../../../mock-server/handlers/soft-authenticator.test-support';
import { signInThroughNexo } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { formatDateTime } from '../../lib/regional';
import text from '../../../locales/en-US/settings.json';

const T = text.passkeys;
const device = vi.hoisted(() => ({
  current: undefined as unknown as { register: (options: unknown) => unknown },
}));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve().then(() => device.current.register(optionsJSON)),
}));

const mock = mockServerForFile();
const SLOW = { timeout: 10_000 };

/** A browser error as @simplewebauthn/browser passes it on (a WebAuthnError named after its cause). */
const browserRefusal = (name: string) => ({
  register: () => {
    throw Object.assign(new Error('The operation either timed out or was not allowed.'), { name });
  },
});

beforeEach(() => {
  device.current = new SoftAuthenticator(window.location.hostname, window.location.origin);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const avasPasskeys = () => mock.context.db.passkeys.findMany((q) => q.where({ personId: 'person-ava' }));

async function openTab() {
  await signInAs('ava.associate');
  const app = renderApp('/auth/account-settings/passkeys');
  await screen.findByRole('heading', { level: 2, name: T.heading }, SLOW);
  return app;
}

async function addOne(user: Awaited<ReturnType<typeof openTab>>['user']) {
  await user.click(await screen.findByRole('button', { name: T.add }, SLOW));
  expect(await screen.findByText(T.toasts.PASSKEY_ADDED, {}, SLOW)).toBeInTheDocument();
  return within(await screen.findByRole('list', { name: T.listHeading })).getByRole('listitem');
}

describe('the passkeys tab', () => {
  it('starts empty, adds a passkey with its dates, and the server keeps it', async () => {
    const { user } = await openTab();
    expect(await screen.findByText(T.empty, {}, SLOW)).toBeInTheDocument();
    const row = await addOne(user);
    const [kept] = avasPasskeys();
    expect(kept).toBeDefined();
    expect(within(row).getByText(kept!.name)).toBeInTheDocument();
    const created = formatDateTime(kept!.createdAt, 'en-US')!;
    expect(within(row).getByText(T.created.replace('{{date}}', created))).toBeInTheDocument();
    expect(within(row).getByText(T.neverUsed)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).toBeNull();
  });

  it('renames a passkey in its row, then gives the focus back to its Rename button', async () => {
    const { user } = await openTab();
    const row = await addOne(user);
    const oldName = avasPasskeys()[0]!.name;
    await user.click(within(row).getByRole('button', { name: `Rename ${oldName}` }));
    const field = screen.getByRole('textbox', { name: new RegExp(T.renameForm.label) });
    expect(field).toHaveValue(oldName);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Work laptop ');
    await user.click(screen.getByRole('button', { name: T.renameForm.save }));
    expect(await screen.findByText(T.toasts.PASSKEY_RENAMED)).toBeInTheDocument();
    expect(avasPasskeys()[0]!.name).toBe('Work laptop');
    const renamed = await screen.findByRole('button', { name: 'Rename Work laptop' });
    await waitFor(() => expect(renamed).toHaveFocus());
  });

  it('requires a name and refuses one longer than the contract allows', async () => {
    const { user } = await openTab();
    const row = await addOne(user);
    await user.click(within(row).getByRole('button', { name: /^Rename / }));
    const field = screen.getByRole('textbox', { name: new RegExp(T.renameForm.label) });
    await user.clear(field);
    expect(screen.getByRole('button', { name: T.renameForm.save })).toBeDisabled();
    await user.type(field, 'x'.repeat(65));
    await user.click(screen.getByRole('button', { name: T.renameForm.save }));
    expect(await screen.findByText(T.renameForm.tooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(avasPasskeys()[0]!.name).not.toBe('x'.repeat(65));
  });

  it('keeps the rename form and the typed name with Try again when the server is down', async () => {
    const { user } = await openTab();
    const row = await addOne(user);
    const { id } = avasPasskeys()[0]!;
    mock.context.injectFault('PATCH', `/passkeys/${id}`, 503);
    await user.click(within(row).getByRole('button', { name: /^Rename / }));
    const field = screen.getByRole('textbox', { name: new RegExp(T.renameForm.label) });
    await user.clear(field);
    await user.type(field, 'Phone');
    await user.click(screen.getByRole('button', { name: T.renameForm.save }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(field).toHaveValue('Phone');
    await user.click(retry);
    expect(await screen.findByText(T.toasts.PASSKEY_RENAMED)).toBeInTheDocument();
    expect(avasPasskeys()[0]!.name).toBe('Phone');
  });

  it('removes a passkey after the question, and the list is empty again', async () => {
    const { user } = await openTab();
    const row = await addOne(user);
    await user.click(within(row).getByRole('button', { name: /^Remove / }));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: T.confirm.cancel }));
    expect(avasPasskeys()).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: /^Remove / }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.confirm.confirm }),
    );
    expect(await screen.findByText(T.toasts.PASSKEY_REMOVED)).toBeInTheDocument();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(avasPasskeys()).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('heading', { name: T.listHeading })).toHaveFocus());
  });

  it('a removal the server could not do says so with Try again, which removes it', async () => {
    const { user } = await openTab();
    const row = await addOne(user);
    mock.context.injectFault('DELETE', `/passkeys/${avasPasskeys()[0]!.id}`, 503);
    await user.click(within(row).getByRole('button', { name: /^Remove / }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.confirm.confirm }),
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.toasts.PASSKEY_REMOVED)).toBeInTheDocument();
    expect(avasPasskeys()).toHaveLength(0);
  });

  it('says nothing when the person closes the browser dialog', async () => {
    device.current = browserRefusal('NotAllowedError');
    const { user } = await openTab();
    const add = await screen.findByRole('button', { name: T.add }, SLOW);
    await user.click(add);
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText(T.errors.addFailed.title)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByText(T.empty)).toBeInTheDocument();
  });

  it('says when this device already holds a passkey for the person', async () => {
    device.current = browserRefusal('InvalidStateError');
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: T.add }, SLOW));
    expect(await screen.findByText(T.errors.alreadyHere.title)).toBeInTheDocument();
  });

  it('keeps Add with Try again when the server is down', async () => {
    const { user } = await openTab();
    mock.context.injectFault('POST', '/passkeys/registration/options', 503);
    await user.click(await screen.findByRole('button', { name: T.add }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.toasts.PASSKEY_ADDED)).toBeInTheDocument();
    expect(avasPasskeys()).toHaveLength(1);
  });

  it('shows a failed load with Try again, which loads the list', async () => {
    await signInAs('ava.associate');
    // The route's loader primes the list; the screen shows that failure without asking again.
    mock.context.injectFault('GET', '/passkeys', 503);
    const { user } = renderApp('/auth/account-settings/passkeys');
    expect(await screen.findByText(T.loadError.title, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.empty, {}, SLOW)).toBeInTheDocument();
  });

  it('tells a browser without WebAuthn why there is no Add', async () => {
    vi.unstubAllGlobals();
    await openTab();
    expect(await screen.findByText(T.unsupported.title, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).toBeNull();
  });

  it('is no tab for a Nexo session, whose own sign-in system answers for it', async () => {
    await signInThroughNexo(mock, 'ava.associate');
    const { router } = renderApp('/auth/account-settings/passkeys');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/auth/account-settings/switch-clients'),
      SLOW,
    );
    expect(screen.queryByRole('link', { name: T.heading })).toBeNull();
  });
});
