/**
 * The result pages' table: kind → status, words and continue action. Apart from the
 * kinds and the navigation-state reading (./results.ts), which every route needs: this table and its
 * words load with the result page itself (src/app/LazyResultPage.tsx), off the sign-in page's bundle.
 */
import type { MobileEventType } from './mobileBridge';
import { LANDING_PATH, paths } from './paths';
import { sanitizeRedirect } from './redirect';
import type { MessageKey } from './messageKey';

import { isResultKind, type ResultKind } from './results';

export type ResultStatus = 'success' | 'error' | 'info';
/**
 * Where the continue action leads:
 *  - login / landing / forgotPasswordRequest: fixed pages;
 *  - redirect: the result's redirectUrl, sanitised, else the landing page;
 *  - registrationPortal: the external registration portal (configuration, not ours);
 *  - none: no continue action.
 */
export type ResultContinue =
  'login' | 'landing' | 'redirect' | 'forgotPasswordRequest' | 'registrationPortal' | 'none';

export type ResultPage = {
  /** The kind this entry belongs to: FAILURE_UNSUPPORTED when an unknown kind was resolved. */
  kind: ResultKind;
  status: ResultStatus;
  titleKey: MessageKey;
  messageKey: MessageKey;
  continueKey: MessageKey;
  continueTo: ResultContinue;
  /** Inside the mobile web view the continue action posts this event instead of navigating. */
  mobileEvent?: MobileEventType;
};

function page(
  kind: ResultKind,
  status: ResultStatus,
  continueTo: ResultContinue,
  mobileEvent?: MobileEventType,
): ResultPage {
  const entry: ResultPage = {
    kind,
    status,
    titleKey: `results:${kind}.title` as const,
    messageKey: `results:${kind}.message` as const,
    continueKey: `results:${kind}.continue` as const,
    continueTo,
  };
  if (mobileEvent) entry.mobileEvent = mobileEvent;
  return entry;
}

/** The one table from kind to page. `satisfies` makes a missing or misspelt kind a compile error. */
export const RESULT_PAGES = {
  FAILURE: page('FAILURE', 'error', 'login'),
  FAILURE_LINK: page('FAILURE_LINK', 'error', 'login'),
  FAILURE_LINK_VERIFY_EMAIL: page('FAILURE_LINK_VERIFY_EMAIL', 'error', 'login'),
  FAILURE_LINK_RESET_PASS: page('FAILURE_LINK_RESET_PASS', 'error', 'forgotPasswordRequest'),
  FAILURE_SAML_INCORRECT_APP_ID: page('FAILURE_SAML_INCORRECT_APP_ID', 'error', 'landing'),
  FAILURE_UNAUTHORIZED: page('FAILURE_UNAUTHORIZED', 'error', 'login'),
  FAILURE_RECOVER_ATTEMPT: page('FAILURE_RECOVER_ATTEMPT', 'error', 'login'),
  FAILURE_REDIRECT_TO_AIM: page('FAILURE_REDIRECT_TO_AIM', 'info', 'registrationPortal'),
  FAILURE_UNSUPPORTED: page('FAILURE_UNSUPPORTED', 'error', 'login'),
  FAILURE_INCOMPLETE_PROFILE: page('FAILURE_INCOMPLETE_PROFILE', 'error', 'login'),
  FAILURE_SSO_LOGIN_REQUEST: page('FAILURE_SSO_LOGIN_REQUEST', 'error', 'login'),
  FAILURE_UNDETERMINED_NEXO_SESSION: page('FAILURE_UNDETERMINED_NEXO_SESSION', 'error', 'login'),
  BAD_REGISTRATION_TOKEN: page('BAD_REGISTRATION_TOKEN', 'error', 'login'),
  FAILURE_VERIFY_CONTACT_INFO: page('FAILURE_VERIFY_CONTACT_INFO', 'error', 'redirect', 'contactVerifyError'),
  FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS: page(
    'FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS',
    'error',
    'redirect',
    'contactVerifyError',
  ),
  FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL: page(
    'FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL',
    'error',
    'redirect',
    'contactVerifyError',
  ),
  FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT: page(
    'FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT',
    'error',
    'redirect',
    'contactVerifyError',
  ),
  SUCCESS_VERIFY_EMAIL: page('SUCCESS_VERIFY_EMAIL', 'success', 'redirect'),
  SUCCESS_FORGOT_PASS_REQUEST: page('SUCCESS_FORGOT_PASS_REQUEST', 'success', 'login'),
  SUCCESS_FORGOT_USERNAME_REQUEST: page('SUCCESS_FORGOT_USERNAME_REQUEST', 'success', 'login'),
  SUCCESS_SELF_REGISTRATION_REQUEST: page('SUCCESS_SELF_REGISTRATION_REQUEST', 'success', 'login'),
  SUCCESS_FORGOT_PASS_RESET: page('SUCCESS_FORGOT_PASS_RESET', 'success', 'login'),
  SUCCESS_CREATE_ACCOUNT: page('SUCCESS_CREATE_ACCOUNT', 'success', 'landing'),
  SUCCESS_ACCOUNT_ALREADY_CREATED: page('SUCCESS_ACCOUNT_ALREADY_CREATED', 'info', 'login'),
  SUCCESS_VERIFY_CONTACT_EMAIL: page(
    'SUCCESS_VERIFY_CONTACT_EMAIL',
    'success',
    'redirect',
    'contactVerifySuccess',
  ),
  SUCCESS_VERIFY_CONTACT_PHONE: page(
    'SUCCESS_VERIFY_CONTACT_PHONE',
    'success',
    'redirect',
    'contactVerifySuccess',
  ),
  SUCCESS_ALREADY_VERIFIED: page('SUCCESS_ALREADY_VERIFIED', 'success', 'redirect', 'contactVerifySuccess'),
  NOT_FOUND: page('NOT_FOUND', 'error', 'landing'),
} as const satisfies Record<ResultKind, ResultPage>;

/** Unknown kinds render the unsupported failure. */
export function resolveResultPage(kind: string): ResultPage {
  return isResultKind(kind) ? RESULT_PAGES[kind] : RESULT_PAGES.FAILURE_UNSUPPORTED;
}

/**
 * The continue link of a result page, or null when there is none (continueTo 'none', or the
 * registration portal without a configured URL). Redirect targets pass through the one sanitiser.
 */
export function resultContinueHref(
  result: { kind: string; redirectUrl?: string | undefined },
  { registrationPortalUrl }: { registrationPortalUrl?: string } = {},
): string | null {
  switch (resolveResultPage(result.kind).continueTo) {
    case 'login':
      return paths.login.href();
    case 'landing':
      return LANDING_PATH;
    case 'redirect':
      return sanitizeRedirect(result.redirectUrl, LANDING_PATH);
    case 'forgotPasswordRequest':
      return paths.forgotPasswordRequest.href();
    case 'registrationPortal':
      return registrationPortalUrl ?? null;
    case 'none':
      return null;
  }
}
