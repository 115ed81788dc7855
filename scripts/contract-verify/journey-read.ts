/**
 * The read-only journey: what an associate's browser reads before, during and after a session. It
 * sends GETs, the sign-in and the sign-out, nothing else, so it may run against a shared environment.
 */
import { StopError, type VerifyOptions } from './options.ts';
import type { Result, Verifier } from './verifier.ts';

/** A name nobody holds: lookups of it must answer with a documented "not found". */
export const UNKNOWN = 'contract-verify-unknown';

/** What the journey learned that later calls need. */
export interface Learned {
  email?: string;
  clientId?: string;
  associateId?: string;
  personId?: string;
}

const array = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
const object = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Calls the sign-in and stops the run, in one sentence, when it cannot go on. */
export async function signIn(
  v: Verifier,
  options: VerifyOptions,
  password = options.password,
): Promise<Result> {
  const answer = await v.call('login', { form: { username: options.username, password } });
  if (answer.status === 200 && answer.conforms) return answer;
  const code = text(object(answer.body).code);
  if (answer.status === 404 || answer.status === 405) {
    throw new StopError(
      `The server has no sign-in at ${options.basePaths['authentication-service.yaml']}/login (${answer.status}): check --server and VITE_AUTHENTICATION_SERVICE_URL.`,
    );
  }
  if (answer.conforms && answer.status >= 400) {
    throw new StopError(
      `The server refused the test account '${options.username}' (${answer.status}${code ? ` ${code}` : ''}): check --username and --password.`,
    );
  }
  if (!/json/i.test(answer.contentType)) {
    throw new StopError(
      `The sign-in answered ${answer.status} with ${answer.contentType || 'no content type'}, not the documented JSON: is ${options.server} the services' origin, and are the VITE_*_URL base paths right?`,
    );
  }
  throw new StopError(
    `The sign-in answer does not match the contract (${answer.status}), so the journey cannot go on.`,
  );
}

export async function readOnlyJourney(v: Verifier, options: VerifyOptions): Promise<Learned> {
  const learned: Learned = {};
  const token = (kind: string) => options.tokens[kind] ?? UNKNOWN;

  // Signed out: the answers a visitor of the sign-in page meets.
  await v.call('checkAuthentication');
  await v.call('getTextResources', { headers: { 'user-language': 'en-US' } });
  await v.call('checkAuthPathByUsername', { params: { username: options.username } });
  await v.call('checkEmailAddress', { query: { emailAddress: `${UNKNOWN}@example.invalid` } });
  await v.call('getFeatureFlag', { params: { flag: 'syncSessionTTLFeatureEnabled' } });
  await v.call('getLegalAgreements', { query: { keys: 'terms-of-service,privacy-policy' } });
  await v.call('loadToken', { params: { kind: 'resetPassword', token: token('resetPassword') } });
  await v.call('loadAssociateToken', { params: { token: token('associate') } });

  await signIn(v, options);
  await v.call('checkAuthentication');
  await v.call('checkObligations');
  const me = await v.call('getMe');
  learned.personId = text(object(me.body).id) ?? text(object(me.body).personId);
  const contact = await v.call('getMyContactInfo');
  learned.email = text(array(object(contact.body).emails)[0]?.emailAddress);
  await v.call('getMyContactInfoSor');
  await v.call('getMySettings');
  await v.call('getLanguageOptions');
  await v.call('getRegionOptions', { headers: { 'user-language': 'en-US' } });
  await v.call('getTimezoneOptions', { headers: { 'user-language': 'en-US', 'user-region': 'US' } });
  const client = await v.call('getMyClientInfo');
  learned.clientId = text(object(client.body).clientId);
  const associates = await v.call('getMyAssociates', { query: { extended: 'true' } });
  const selected =
    array(associates.body).find((associate) => associate.isCurrentlySelectedAssociate === true) ??
    array(associates.body)[0];
  learned.associateId = text(selected?.associateId) ?? text(selected?.id);
  learned.clientId ??= text(selected?.clientId);
  const pair = { clientId: learned.clientId ?? UNKNOWN, associateId: learned.associateId ?? UNKNOWN };
  await v.call('getAssociate', { params: pair });
  await v.call('getAssociateAttributes', { params: pair });
  await v.call('getAssociateDobObligation', { params: pair });
  await v.call('getAssociateIdentityVerifiers', { params: pair });
  await v.call('getRegistrationSettings', { params: pair });
  await v.call('getMyDevices');
  await v.call('checkUsernameObligation');
  await v.call('checkUsernameAvailability', { params: { username: options.username } });
  await v.call('getSettingsByGroup', { params: { group: 'PAYROLL_MARKETPLACE' } });
  await v.call('getLandingProducts');
  await v.call('getLandingPage');
  await v.call('getClientSamlPage', { params: { id: learned.clientId ?? UNKNOWN } });
  await v.call('getImpersonation', { params: { id: UNKNOWN } });
  await v.call('listPasskeys');
  await v.call('getStepUp', { query: { requiredLevel: '3' } });
  await v.call('prolongSession');
  await v.call('logout');
  return learned;
}

export const READ_ONLY_OPERATIONS = [
  'checkAuthentication',
  'getTextResources',
  'checkAuthPathByUsername',
  'checkEmailAddress',
  'getFeatureFlag',
  'getLegalAgreements',
  'loadToken',
  'loadAssociateToken',
  'login',
  'checkObligations',
  'getMe',
  'getMyContactInfo',
  'getMyContactInfoSor',
  'getMySettings',
  'getLanguageOptions',
  'getRegionOptions',
  'getTimezoneOptions',
  'getMyClientInfo',
  'getMyAssociates',
  'getAssociate',
  'getAssociateAttributes',
  'getAssociateDobObligation',
  'getAssociateIdentityVerifiers',
  'getRegistrationSettings',
  'getMyDevices',
  'checkUsernameObligation',
  'checkUsernameAvailability',
  'getSettingsByGroup',
  'getLandingProducts',
  'getLandingPage',
  'getClientSamlPage',
  'getImpersonation',
  'listPasskeys',
  'getStepUp',
  'prolongSession',
  'logout',
];
