import { LANDING_PATH, paths, toSearchParams, withQuery } from './paths';
import { isWebUrl, sanitizeRedirect } from './redirect';

/**
 * The obligations engine ("Obligations"): given the body of a 412 from the
 * obligation check and where the user is, decide the next step. Small pure functions, one decision
 * each, so every rule can be read and tested on its own; the caller performs the step.
 */

/** The 412 body, typed structurally here so src/lib does not depend on the generated API types. */
export type ObligationBody = {
  obligation: {
    kind: string;
    command?: string;
    isLoginObligation: boolean;
    args?: { clientId?: string };
  };
  requiredAction:
    { kind: 'redirect'; url: string } | { kind: 'command'; command: string; args?: { clientId?: string } };
};

/**
 * `modal` is part of the contract because the spec allows commands handled as a modal, but no
 * known command is one today, so the resolver never returns it yet.
 */
export type ObligationStep =
  | { type: 'navigate'; to: string }
  | { type: 'external'; url: string }
  | { type: 'modal'; command: string }
  | { type: 'none' };

export type ObligationLocation = {
  pathname: string;
  search: string;
  /** Our origin, to tell in-app redirect URLs from external ones. */
  origin?: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Malformed args are dropped (undefined), not a reason to reject the obligation. */
function readArgs(value: unknown): { clientId?: string } | undefined {
  if (!isRecord(value)) return undefined;
  const { clientId } = value;
  if (clientId === undefined) return {};
  return typeof clientId === 'string' ? { clientId } : undefined;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * For the API layer: a 412 body that does not have this shape is not an obligation we can act on.
 * Hand-written guards rather than a schema library: the API layer is in the entry bundle.
 */
export function parseObligationBody(body: unknown): ObligationBody | null {
  if (!isRecord(body)) return null;
  const { obligation, requiredAction } = body;
  if (!isRecord(obligation) || !isRecord(requiredAction)) return null;
  if (typeof obligation.kind !== 'string') return null;
  if (obligation.command !== undefined && typeof obligation.command !== 'string') return null;

  // Rebuilt field by field so optional keys are absent rather than present-and-undefined.
  let action: ObligationBody['requiredAction'];
  if (requiredAction.kind === 'redirect') {
    if (!isNonEmptyString(requiredAction.url)) return null;
    action = { kind: 'redirect', url: requiredAction.url };
  } else if (requiredAction.kind === 'command') {
    if (!isNonEmptyString(requiredAction.command)) return null;
    action = { kind: 'command', command: requiredAction.command };
    const args = readArgs(requiredAction.args);
    if (args) action.args = args;
  } else {
    return null;
  }

  const out: ObligationBody = {
    obligation: {
      kind: obligation.kind,
      isLoginObligation:
        typeof obligation.isLoginObligation === 'boolean' ? obligation.isLoginObligation : false,
    },
    requiredAction: action,
  };
  if (obligation.command !== undefined) out.obligation.command = obligation.command;
  const args = readArgs(obligation.args);
  if (args) out.obligation.args = args;
  return out;
}

/** Commands with a page of their own under /auth/obligations. */
const OBLIGATION_PAGE_COMMANDS = {
  createBasicCredentials: paths.createBasicCredentials.path,
  forceSamlAuthentication: paths.forceSamlAuthentication.path,
  forceBasicCredentialAuthentication: paths.forceBasicCredentialAuthentication.path,
} as const;

/** Commands whose page is an ordinary app route (the login obligations). */
const COMMAND_ROUTES = {
  changePassword: paths.changePassword.path,
  changeUsername: paths.changeUsername.path,
  reviewUsername: paths.reviewUsername.path,
  reviewContactInfo: paths.reviewContactInfo.path,
  addPhone: paths.addPhone.path,
  addEmail: paths.addEmail.path,
  verifyEmail: paths.emailVerifyNotification.path,
} as const;

function kebabCase(command: string): string {
  return command
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

function hasOwn<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/**
 * The page (path only, no query) for a command. An unknown command goes to the generic
 * /auth/obligations/<command-in-kebab-case> page rather than being ignored: an obligation the app
 * does not know still blocks the user server-side, and the generic page can at least explain that
 * and offer to sign out, where doing nothing would leave them looping on 412s.
 */
export function obligationRouteForCommand(command: string): string {
  if (hasOwn(OBLIGATION_PAGE_COMMANDS, command)) return OBLIGATION_PAGE_COMMANDS[command];
  if (hasOwn(COMMAND_ROUTES, command)) return COMMAND_ROUTES[command];
  return paths.obligation.href({ obligation: kebabCase(command) || 'unknown' });
}

function currentPathAndSearch({ pathname, search }: ObligationLocation): string {
  const query = toSearchParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Where a met obligation sends the person back to (its page's `redirectUrl`): the current page, except
 * on the sign-in page, whose job is done once the person is signed in: there it is the sign-in's own
 * target (the sanitised `redirectUrl` query, else the landing path, as src/features/login/targets.ts
 * `loginTarget`), so login → add-phone → target, never back through the sign-in page.
 */
export function obligationReturnTarget(location: ObligationLocation): string {
  if (location.pathname !== paths.login.path) return currentPathAndSearch(location);
  const origin = location.origin ?? globalThis.location?.origin;
  return sanitizeRedirect(toSearchParams(location.search).get('redirectUrl'), LANDING_PATH, origin);
}

/**
 * The query an obligation page receives. Login obligations keep the current query string as it is
 * (on the login page it carries the redirect target). Other obligations also keep it, and add a
 * redirectUrl back to where the user was when there is none, so the page can return them there.
 */
function obligationQuery(body: ObligationBody, location: ObligationLocation): URLSearchParams {
  const params = toSearchParams(location.search);
  if (!body.obligation.isLoginObligation && !params.has('redirectUrl')) {
    params.set('redirectUrl', obligationReturnTarget(location));
  }
  return params;
}

function navigateUnlessThere(to: string, location: ObligationLocation): ObligationStep {
  const target = new URL(to, 'https://app.invalid');
  return target.pathname === location.pathname ? { type: 'none' } : { type: 'navigate', to };
}

/** requiredAction.kind === 'redirect'. */
export function resolveRedirectAction(url: string, location: ObligationLocation): ObligationStep {
  const origin = location.origin ?? globalThis.location?.origin ?? 'https://app.invalid';
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return { type: 'none' };
  }
  // Only web URLs: a javascript: or data: URL from a compromised or buggy response must not run.
  if (!isWebUrl(target)) return { type: 'none' };
  const inApp = target.origin === origin;
  if (inApp && target.pathname === location.pathname) return { type: 'none' };
  // A redirectUrl the server already put there is the server's decision and wins.
  if (!target.searchParams.has('redirectUrl')) {
    target.searchParams.set('redirectUrl', obligationReturnTarget(location));
  }
  return inApp
    ? { type: 'navigate', to: target.pathname + target.search + target.hash }
    : { type: 'external', url: target.href };
}

/** requiredAction.kind === 'command'. */
export function resolveCommandAction(
  command: string,
  body: ObligationBody,
  location: ObligationLocation,
): ObligationStep {
  const query = obligationQuery(body, location);
  if (command === 'forceSamlAuthentication') {
    const action = body.requiredAction;
    const clientId =
      (action.kind === 'command' ? action.args?.clientId : undefined) ?? body.obligation.args?.clientId;
    return navigateUnlessThere(paths.forceSamlAuthentication.href({ clientId }, query), location);
  }
  return navigateUnlessThere(withQuery(obligationRouteForCommand(command), query), location);
}

export function resolveObligation(body: ObligationBody, location: ObligationLocation): ObligationStep {
  const action = body.requiredAction;
  if (action.kind === 'redirect') return resolveRedirectAction(action.url, location);
  if (action.kind === 'command') return resolveCommandAction(action.command, body, location);
  return { type: 'none' };
}
