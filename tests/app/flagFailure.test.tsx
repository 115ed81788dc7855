/**
 * Every feature-flag lookup fails (the mock's fault injection), and every
 * screen that reads a flag still works, the failed lookup counted as off, with the
 * FAILED_TO_GET_FEATURE_FLAG toast once on the screen. And the flag endpoint is
 * called through the two flag hooks only, so no reader can forget the toast or the failing closed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { recordRequests } from '../request-recorder';
import common from '../../locales/en-US/common.json';
import type { FeatureFlagName } from '../../src/api/session';
import { getSessionExpiryMs } from '../../src/lib/cookies';
import { paths } from '../../src/lib/paths';
import { SESSION_GRACE_MS } from '../../src/lib/session';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const SLOW = { timeout: 15_000 };
const TOAST = common.toasts.FAILED_TO_GET_FEATURE_FLAG;

/** The six feature flags, each read by the session's client (GET) or a named one (POST). */
const FLAGS: readonly FeatureFlagName[] = [
  'requireAdpEmailForICCAccess',
  'requireOnlyAdpEmails',
  'syncSessionTTLFeatureEnabled',
  'enableClientRebrand',
  'enableRegistrationLinkExistingAccount',
  'enableCheckAuthPathPost',
];
const flagPath = (flag: FeatureFlagName) => `/feature-settings/idm/features/${flag}`;

beforeEach(() => {
  for (const flag of FLAGS)
    for (const method of ['GET', 'POST']) mock.context.injectFault(method, flagPath(flag), 503, 1000);
});
afterEach(() => vi.useRealTimers());

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);

/**
 * The screen asked for each of `flags` and got the failure, and says so with one toast. Every request
 * is answered and the toast shows: the failures are in, and a second failure's toast, with the same
 * words while the first shows, is the same toast (src/ui/Toasts.tsx), so the count is final.
 */
async function expectToastOnceAfter(flags: readonly FeatureFlagName[]) {
  await waitFor(() => {
    for (const flag of flags) expect(requests.to(flagPath(flag)).length, flag).toBeGreaterThan(0);
    expect(requests.unanswered, 'requests still being answered').toBe(0);
  }, SLOW);
  expect(await screen.findByText(TOAST, {}, SLOW)).toBeInTheDocument();
  expect(screen.getAllByText(TOAST)).toHaveLength(1);
}

describe('every feature-flag lookup fails', () => {
  it('sign-in (enableCheckAuthPathPost): GET /check-auth-path, then the password', async () => {
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByRole('textbox', { name: /username/i }, SLOW), 'ava.associate{Enter}');
    expect(await screen.findByLabelText(/^password/i, { selector: 'input' }, SLOW)).toBeInTheDocument();
    expect(requests.to('/username/ava.associate/check-auth-path', 'GET')).toHaveLength(1);
    expect(requests.to('/check-auth-path', 'POST')).toHaveLength(0);
    await expectToastOnceAfter(['enableCheckAuthPathPost']);
  });

  it('create account (requireOnlyAdpEmails): the form, and why no address can be accepted', async () => {
    renderApp(paths.createAccount.href({ token: 'invite-new' }));
    await heading('Create your account');
    expect(await screen.findByLabelText(/^First name/, {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText(/couldn't check which email addresses your company accepts/, {}, SLOW),
    ).toBeInTheDocument();
    await expectToastOnceAfter(['requireOnlyAdpEmails']);
  });

  it('user confirmation (enableRegistrationLinkExistingAccount): the welcome without the card, saying why', async () => {
    const { user } = renderApp(paths.userConfirmation.href({ token: 'invite-dob' }));
    await heading("Confirm it's you");
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    await user.type(screen.getByLabelText('Day'), '15');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await heading('Welcome, Dora');
    const cards = within(screen.getByRole('list', { name: /how would you like/i }));
    expect(await cards.findByText(/couldn't check whether you can add this company/)).toBeInTheDocument();
    expect(cards.getByRole('link', { name: /create/i })).toBeInTheDocument();
    await expectToastOnceAfter(['enableRegistrationLinkExistingAccount']);
  });

  it('settings, Add New Client (requireAdpEmailForICCAccess): the tab works, the dialog says why', async () => {
    await signInAs('sam.support');
    const { user } = renderApp('/auth/account-settings/switch-clients');
    await heading('Account settings');
    expect(await screen.findByRole('button', { name: /^Switch to / }, SLOW)).toBeInTheDocument();
    // The dialog's flag is read with the tab, beside the signed-in area's two: one toast for the three.
    await expectToastOnceAfter([
      'requireAdpEmailForICCAccess',
      'syncSessionTTLFeatureEnabled',
      'enableClientRebrand',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add New Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select one client to add to your account:' });
    expect(
      await within(dialog).findByText(/couldn't check whether your email address allows adding clients/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
  });

  it('the signed-in area (enableClientRebrand, syncSessionTTLFeatureEnabled): the default brand, and the expiry warning still comes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signInAs('ava.associate');
    const { router } = renderApp('/auth/user');
    await heading('Welcome, Ava');
    // The shell names the document in an effect after the page's commit, not in the same render.
    await waitFor(() => expect(document.title).toBe('Your account · Workforce ID'));
    await expectToastOnceAfter(['enableClientRebrand', 'syncSessionTTLFeatureEnabled']);

    // Under a minute left: no early sync (its flag counts as off), but the warning shows as ever.
    vi.setSystemTime(getSessionExpiryMs()! - SESSION_GRACE_MS - 30_000);
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to end' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(requests.to('/prolong-session', 'GET')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/auth/user');
  });
});

describe('the flag endpoint', () => {
  /**
   * Who may name the call, or the API functions that make it: the API layer that defines them, the
   * two hooks (useFeatureFlag, and useFeatureFlagReader for the Query-free sign-in page), and the
   * invitation's resolver and the create-account loaders, which warm the cache useFeatureFlag then
   * reads (a prefetch or a prime never fails).
   */
  const allowed: Record<string, string[]> = {
    'feature-settings/idm/features': [
      'src/api/queries/registration.ts',
      'src/api/queries/session.ts',
      'src/api/session.ts',
      // The account-creation link's document asks it beside the token, for the app to take
      // (the head's first reads: its answer is the app's, a failure the app's to read).
      'src/app/firstReads.ts',
      // The sign-in frame's boot script asks it before the app has loaded (the build's URL is made here).
      'src/features/login/usernameStep.ts',
    ],
    readFeatureFlag: [
      'src/api/queries/session.ts',
      'src/api/session.ts',
      'src/common/session/featureFlagFailure.ts',
    ],
    featureFlagQueryOptions: ['src/api/queries/session.ts', 'src/common/session/useFeatureFlag.ts'],
    clientFeatureFlagQueryOptions: [
      'src/api/queries/registration.ts',
      'src/common/session/useFeatureFlag.ts',
      'src/features/registration/loaders.ts',
      'src/features/registration/resolveInvitation.ts',
    ],
  };

  /** The app's own source: no tests, no generated types. */
  function appSources(dir = join(process.cwd(), 'src')): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : appSources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
    });
  }

  it('is called through the two flag hooks only', () => {
    const sources = appSources().map((path) => ({
      file: relative(process.cwd(), path).replace(/\\/g, '/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(sources.length).toBeGreaterThan(100);
    for (const [name, files] of Object.entries(allowed)) {
      const users = sources.filter(({ text }) => text.includes(name)).map(({ file }) => file);
      expect(users.sort(), name).toEqual(files);
    }
  });
});
