/** The fault matrix's drivers for the signed-in landing, product choice, step-up and support screens. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { getSessionExpiryMs } from '../../src/lib/cookies';
import { SESSION_GRACE_MS } from '../../src/lib/session';
import {
  button,
  bySpec,
  type Driver,
  driverFor,
  heading,
  pageLoad,
  pasteInto,
  press,
  says,
  sendAndEnterCode,
  textbox,
  usable,
} from './driver';
import { labelStarting, text } from './words';

const AVA = 'ava.associate';
const SAM = 'sam.support';
const IMPERSONATION = '/auth/impersonation?impersonationId=imp-1';

export const SUPPORT_DRIVERS: Driver[] = [
  pageLoad('GET /landing-products', '/auth/choose-product', { as: AVA }),
  pageLoad('GET /step-up', '/auth/step-up?requiredLevel=4&redirectUrl=/auth/user', { as: AVA }),
  pageLoad('GET /persons/me', '/auth/user', { as: AVA }),
  pageLoad('GET /associates/me/clientInfo', '/auth/user', { as: AVA }),
  driverFor('GET /prolong-session', '/auth/user', {
    as: AVA,
    act: async () => {
      await screen.findByRole('heading', { level: 1, name: text('account:greeting', { firstName: 'Ava' }) });
      // 61 s before the modal's deadline: the session's lifetime is synced with the server once, early.
      if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(getSessionExpiryMs()! - SESSION_GRACE_MS - 61_500);
      return [];
    },
    expect: usable(
      heading('account:greeting', { firstName: 'Ava' }),
      'Session expiry: the early sync is in the background; failing, the modal still comes at its time (src/app/SessionExpiry.tsx logs it)',
    ),
  }),
  pageLoad('GET /sessions/impersonation/{id}', IMPERSONATION, {
    as: SAM,
    faultPath: '/sessions/impersonation/imp-1',
  }),
  driverFor('PUT /sessions/current/impersonation/start', IMPERSONATION, {
    as: SAM,
    act: async (user) => {
      await screen.findByText('Ava Associate');
      const reason = await textbox(labelStarting('support:impersonation.reasonLabel'));
      await pasteInto(user, reason, 'Ticket 4711');
      await user.click(button(text('support:impersonation.start')));
      return [reason];
    },
  }),
  pageLoad(
    'GET /settings/{group}',
    '/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE',
    { as: AVA, faultPath: '/settings/PAYROLL_MARKETPLACE' },
  ),
  pageLoad('GET /clients/{id}', '/auth/user/saml-redirect/acme', {
    as: AVA,
    faultPath: '/clients/acme',
    // The answer is the client's SAML page itself, which the app never reads: any 200 says it exists.
    expectFor: {
      'html-200': bySpec(
        says('support:samlRedirect.leaving'),
        'src/api/queries/support.ts clientSamlPageQueryOptions: a 200 means the page exists; the browser goes there',
      ),
    },
  }),
  driverFor('POST /step-up/code', '/auth/step-up?redirectUrl=/auth/user', {
    as: 'stan.stepup',
    act: press(text('stepup:send')),
  }),
  driverFor('POST /step-up/verify', '/auth/step-up?redirectUrl=/auth/user', {
    as: 'stan.stepup',
    act: sendAndEnterCode(text('stepup:send')),
  }),
];
