/**
 * What the support screens do with an answer: pure functions, so every rule can be read and tested
 * on its own ("SAML redirect", the marketplace route).
 */
import { hasCode, isApiError } from '../../api/errors';
import { isWebUrl } from '../../lib/redirect';
import type { ResultKind } from '../../lib/results';
import { classifyFailure, resultPage, type Outcome } from '../../common/outcome/outcome';

/** Group names of this prefix go to the tested-SSO endpoint instead of a settings lookup. */
export const SSO_TESTING_PREFIX = 'NS_SSO_TESTING';
/** The contract's bound on a group name (openapi getSettingsByGroup). */
export const GROUP_NAME_MAX = 255;
/** The contract's bound on an impersonation id (openapi getImpersonation). */
export const IMPERSONATION_ID_MAX = 128;
/** The contract's bound on a reason (openapi StartImpersonationRequest). */
export const REASON_MAX = 500;
/** A server's words shown in a message are cut here: a message, not a page. */
const SERVER_MESSAGE_MAX = 300;

export function isUsableImpersonationId(id: string | null): id is string {
  return id !== null && id.trim() !== '' && id.length <= IMPERSONATION_ID_MAX;
}

/**
 * How a failed load of a page that only sends the browser on ends, in the one outcome vocabulary: a 403
 * or an obligation is `handled` (the app-wide handler is navigating), no answer, a 5xx or a 429 is a
 * `retry` (the page offers Try again), and a definitive answer a result page: FAILED_TO_GET_SETTINGS the
 * incorrect-app-id page, anything else unsupported.
 */
export function redirectFailure(error: unknown): Outcome {
  return classifyFailure(error, (answer) =>
    resultPage(
      hasCode(answer, 'FAILED_TO_GET_SETTINGS') ? 'FAILURE_SAML_INCORRECT_APP_ID' : 'FAILURE_UNSUPPORTED',
    ),
  );
}

/** Where `/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=` leads. */
export type MarketplaceTarget =
  { type: 'lookup'; group: string } | { type: 'url'; url: string } | { type: 'result'; kind: ResultKind };

/**
 * A missing or over-long name is a link that cannot work: the incorrect-app-id page. A name of the
 * tested-SSO prefix needs no lookup: the part after its tilde names the tested SSO.
 */
export function marketplaceTarget(groupName: string | null, ssoTestingUrl: string): MarketplaceTarget {
  const group = groupName?.trim() ?? '';
  if (group === '' || group.length > GROUP_NAME_MAX)
    return { type: 'result', kind: 'FAILURE_SAML_INCORRECT_APP_ID' };
  if (!group.startsWith(SSO_TESTING_PREFIX)) return { type: 'lookup', group };
  const tilde = group.indexOf('~');
  const tested = tilde === -1 ? '' : group.slice(tilde + 1);
  if (tested === '') return { type: 'result', kind: 'FAILURE_SAML_INCORRECT_APP_ID' };
  if (ssoTestingUrl === '') return { type: 'result', kind: 'FAILURE_UNSUPPORTED' };
  return { type: 'url', url: `${ssoTestingUrl.replace(/\/+$/, '')}/${encodeURIComponent(tested)}` };
}

/**
 * An outside address the browser may be sent to (a product's target, the marketplace's URL): http or
 * https once parsed, relative ones resolved against `origin`; null for anything else.
 */
export function outsideAddress(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), origin);
    return isWebUrl(url) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The server's words for a failed start ('Error! Impersonation failed. {server message}'): its
 * message when it sent one of its own, else null (the screen says it in ours). Text only: the screen
 * renders it as text, never as HTML.
 */
export function startFailureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.code === 'UNKNOWN_ERROR') return null;
  // The envelope's message (the contract's "server message"), else its first error's.
  const message = error.message !== error.code ? error.message : error.errors[0]?.message;
  if (!message?.trim() || message === error.firstCode) return null;
  const trimmed = message.trim();
  return trimmed.length > SERVER_MESSAGE_MAX ? `${trimmed.slice(0, SERVER_MESSAGE_MAX)}…` : trimmed;
}

/** A start the service refused: the spec's toast, in the server's words when it sent some. */
export type StartRefused = { kind: 'refused'; serverMessage: string | null };

/**
 * A failed impersonation start: a 403 or an obligation is the
 * app-wide handler's; a transient failure (5xx, 429, no answer, a timeout) stays on the form with what
 * was typed and Try again, naming what happened; any other answer is the spec's toast
 * 'Error! Impersonation failed. {server message}'.
 */
export const startFailure = (error: unknown): Outcome<never, StartRefused> =>
  classifyFailure<never, StartRefused>(error, undefined, {
    otherwise: { kind: 'refused', serverMessage: startFailureMessage(error) },
  });
