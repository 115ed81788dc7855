import { HOME_PATH, paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';

/** The level a step-up reaches unless the query names another. */
export const DEFAULT_REQUIRED_LEVEL = 3;

export interface StepUpParams {
  requiredLevel: number;
  /** Where success goes: the redirectUrl query, sanitised, else the product home. */
  redirectUrl: string;
  /** Where Cancel goes: the cancelUrl query, sanitised, else sign-out. */
  cancelUrl: string;
}

/**
 * The query of /auth/step-up and /auth/login-step-up. A level that is not one of the
 * levels there are (1 to 4) is the default: a typo must not lower what the caller asked for to
 * nothing, and a level above 4 could never be met.
 */
export function readStepUpParams(search: URLSearchParams): StepUpParams {
  const raw = search.get('requiredLevel')?.trim() ?? '';
  return {
    requiredLevel: /^[1-4]$/.test(raw) ? Number(raw) : DEFAULT_REQUIRED_LEVEL,
    redirectUrl: sanitizeRedirect(search.get('redirectUrl'), HOME_PATH),
    cancelUrl: sanitizeRedirect(search.get('cancelUrl'), paths.logout.path),
  };
}
