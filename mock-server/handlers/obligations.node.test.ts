/**
 * The mock keeps obligations honest: each is met by what it asks for, once, and then gone
 * from every later obligation check; an action of another kind meets none of them.
 */
import { describe, expect, it } from 'vitest';
import type { MockContext } from '../core/context.ts';
import { LENA_AGREEMENTS, legalAgreementsUrl } from '../scenarios/default.ts';
import {
  AUTHENTICATION_SERVICE_BASE as AUTH,
  authenticationServiceHandlers,
} from './authentication-service/index.ts';
import { identityOrchestratorHandlers } from './identity-orchestrator/index.ts';
import { createHarness, signIn } from './test-harness.ts';
import { UI_GATEWAY_BASE as GATEWAY, uiGatewayHandlers } from './ui-gateway/index.ts';

const handlers = (context: MockContext) => [
  ...authenticationServiceHandlers(context),
  ...identityOrchestratorHandlers(context),
  ...uiGatewayHandlers(context),
];

async function owed(h: Awaited<ReturnType<typeof createHarness>>) {
  const result = await h.call('GET', `${AUTH}/check-obligations`);
  return result.status === 412 ? (result.body as { obligation: { kind: string } }).obligation.kind : null;
}

describe('obligations of the new personas', () => {
  it('sara: her client’s SAML page meets the force-SAML obligation', async () => {
    const h = await createHarness(handlers);
    await signIn(h, 'sara.saml');
    const blocked = await h.call('GET', `${AUTH}/check-obligations`);
    expect(blocked.body).toMatchObject({
      requiredAction: {
        kind: 'command',
        command: 'forceSamlAuthentication',
        args: { clientId: 'sso-client' },
      },
    });
    // Another client's SAML page is not hers to meet it with.
    expect((await h.call('GET', `${AUTH}/clients/acme`)).status).toBe(200);
    expect(await owed(h)).toBe('forceSamlAuthentication');
    expect((await h.call('GET', `${AUTH}/clients/sso-client`)).status).toBe(200);
    expect(await owed(h)).toBeNull();
    await signIn(h, 'sara.saml');
    expect(await owed(h)).toBeNull();
  });

  it('fred: signing in again while signed in meets the force-basic obligation; the first sign-in does not', async () => {
    const h = await createHarness(handlers);
    await signIn(h, 'fred.force');
    expect(await owed(h)).toBe('forceBasicCredentialAuthentication');
    await signIn(h, 'fred.force');
    expect(await owed(h)).toBeNull();
  });

  it('lena: a redirect to the agreements page, met once both agreements are accepted', async () => {
    const h = await createHarness(handlers);
    await signIn(h, 'lena.legal');
    const blocked = await h.call('GET', `${AUTH}/check-obligations`);
    expect(blocked.body).toMatchObject({
      requiredAction: { kind: 'redirect', url: legalAgreementsUrl(LENA_AGREEMENTS) },
    });
    const accept = (names: string[]) =>
      h.call('POST', `${GATEWAY}/persons/me/legal-agreements`, {
        body: {
          legalAgreements: names.map((agreementName) => ({
            agreementName,
            version: agreementName === 'terms-of-service' ? '3' : '2',
          })),
        },
      });
    expect((await accept(['terms-of-service'])).status).toBe(204);
    expect(await owed(h)).toBe('legalAgreements');
    expect((await accept(['privacy-policy'])).status).toBe(204);
    expect(await owed(h)).toBeNull();
  });

  it('accepting agreements meets no other redirect obligation', async () => {
    const h = await createHarness(handlers);
    await signIn(h, 'pia.phone');
    expect(await owed(h)).toBe('addPhone');
    await h.call('POST', `${GATEWAY}/persons/me/legal-agreements`, {
      body: { legalAgreements: [{ agreementName: 'privacy-policy', version: '2' }] },
    });
    expect(await owed(h)).toBe('addPhone');
  });

  it('ulf: review only; the review meets it, an update is refused', async () => {
    const h = await createHarness(handlers);
    await signIn(h, 'ulf.username');
    const settings = await h.call(
      'GET',
      '/api/identity-orchestrator/v0/persons/me/check-username-obligation',
    );
    expect(settings.body).toMatchObject({
      isReviewUsernameObligation: true,
      isNotAllowUpdateUsername: true,
      associates: [{ clientId: 'acme', userId: 'ulfusername1' }],
    });
    const entry = { clientId: 'acme', associateId: 'assoc-ulf-acme', username: 'ulfusername1' };
    const update = await h.call('POST', '/api/identity-orchestrator/v0/persons/me/update-username', {
      body: { associateUsernames: [{ ...entry, password: 'Welcome#2024' }] },
    });
    expect(update.status).toBe(403);
    expect(await owed(h)).toBe('reviewUsername');
    const review = await h.call('POST', '/api/identity-orchestrator/v0/persons/me/review-username', {
      body: { associateUsernames: [entry] },
    });
    expect(review.status).toBe(204);
    expect(await owed(h)).toBeNull();
  });
});
