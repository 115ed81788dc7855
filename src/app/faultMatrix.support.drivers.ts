/** The fault matrix's drivers for the signed-in landing, product choice, step-up and support screens. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { getSessionExpiryMs } from '../lib/cookies';
import { SESSION_GRACE_MS } from '../lib/session';
import { button, type Driver, findButton, pageLoad, textbox } from './faultMatrix.driver';

const AVA = 'ava.associate';
const SAM = 'sam.support';
const IMPERSONATION = '/auth/impersonation?impersonationId=imp-1';

export const SUPPORT_DRIVERS: Driver[] = [
  pageLoad('GET /landing-products', '/auth/choose-product', { as: AVA }),
  pageLoad('GET /step-up', '/auth/step-up?requiredLevel=4&redirectUrl=/auth/user', { as: AVA }),
  pageLoad('GET /persons/me', '/auth/user', { as: AVA }),
  pageLoad('GET /associates/me/clientInfo', '/auth/user', { as: AVA }),
  {
    calls: ['GET /prolong-session'],
    method: 'GET',
    faultPath: '/prolong-session',
    url: '/auth/user',
    as: AVA,
    act: async () => {
      await screen.findByRole('heading', { level: 1, name: /welcome/i });
      // 61 s before the modal's deadline: the early sync of the session's lifetime (spec section 9).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(getSessionExpiryMs()! - SESSION_GRACE_MS - 61_500);
      return [];
    },
    expect: {
      rule: 'usable',
      shows: /welcome, ava/i,
      why: 'spec section 9 Session-expiry: the early sync is in the background; failing, the modal still comes at its time (src/app/SessionExpiry.tsx logs it)',
    },
  },
  pageLoad('GET /sessions/impersonation/{id}', IMPERSONATION, {
    as: SAM,
    faultPath: '/sessions/impersonation/imp-1',
  }),
  {
    calls: ['PUT /sessions/current/impersonation/start'],
    method: 'PUT',
    faultPath: '/sessions/current/impersonation/start',
    url: IMPERSONATION,
    as: SAM,
    act: async (user) => {
      await screen.findByText('Ava Associate');
      const reason = await textbox(/^reason/i);
      await user.type(reason, 'Ticket 4711');
      await user.click(button(/^start$/i));
      return [reason];
    },
  },
  pageLoad(
    'GET /settings/{group}',
    '/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE',
    { as: AVA, faultPath: '/settings/PAYROLL_MARKETPLACE' },
  ),
  pageLoad('GET /clients/{id}', '/auth/user/saml-redirect/acme', {
    as: AVA,
    faultPath: '/clients/acme',
    // The answer is the client's SAML page itself, which the app never reads: any 200 says it exists.
    expectFor: Object.fromEntries(
      (['html-200', 'malformed-json'] as const).map((kind) => [
        kind,
        {
          rule: 'by-spec',
          shows: /taking you to your company's sign-in page/i,
          why: 'src/api/queries/support.ts clientSamlPageQueryOptions: a 200 means the page exists; the browser goes there',
        },
      ]),
    ),
  }),
  {
    calls: ['POST /step-up/code'],
    method: 'POST',
    faultPath: '/step-up/code',
    url: '/auth/step-up?redirectUrl=/auth/user',
    as: 'stan.stepup',
    act: async (user) => {
      await user.click(await findButton(/^send code$/i));
      return [];
    },
  },
  {
    calls: ['POST /step-up/verify'],
    method: 'POST',
    faultPath: '/step-up/verify',
    url: '/auth/step-up?redirectUrl=/auth/user',
    as: 'stan.stepup',
    act: async (user) => {
      await user.click(await findButton(/^send code$/i));
      const field = await textbox(/verification code/i);
      await user.type(field, '123456');
      await user.click(button(/^verify$/i));
      return [field];
    },
  },
];
