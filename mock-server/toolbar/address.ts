/**
 * What the toolbar does on the app's behalf: sign a persona in as the sign-in page would, and the
 * address's actions (`?mock-scenario`, `?mock-fault`, `?mock-persona`), handled once on load.
 */
import { parseObligationBody, resolveObligation } from '../../src/lib/obligations.ts';
import { LANDING_PATH } from '../../src/lib/paths.ts';
import { mockControl } from '../client.ts';
import { readCookie } from './dom.ts';

const AUTHENTICATION = '/api/authentication-service/v0';
const UI_GATEWAY = '/api/ui-gateway/v0';

// No world id: the browser's mock-world cookie chooses, as for the app's own calls.
export const control = mockControl(window.location.origin);

/** The app's own calls, as its pages make them: the XSRF cookie echoed in a header. */
async function appCall(method: string, path: string, body?: URLSearchParams): Promise<Response> {
  if (!readCookie('XSRF-TOKEN')) await fetch(`${AUTHENTICATION}/check`, { credentials: 'same-origin' });
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      'X-CSRF-Token': readCookie('XSRF-TOKEN') ?? '',
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  });
}

/**
 * Where a signed-in persona's journey starts, decided as the sign-in page decides after a sign-in: the
 * owed obligation's page (GET /check-obligations answers 412), else the landing page.
 */
export async function landing(): Promise<string> {
  const check = await fetch(`${AUTHENTICATION}/check-obligations`, { credentials: 'same-origin' });
  const body = check.status === 412 ? parseObligationBody(await check.json()) : null;
  if (!body) return LANDING_PATH;
  const step = resolveObligation(body, {
    pathname: '/auth/login',
    search: '',
    origin: window.location.origin,
  });
  if (step.type === 'navigate') return step.to;
  if (step.type === 'external') return step.url;
  return LANDING_PATH;
}

/** Signs the current person out and `username` in; resolves to the refusal's code, or null. */
export async function signInAs(username: string): Promise<string | null> {
  const { password } = await control.listPersonas();
  await appCall('POST', `${UI_GATEWAY}/logout`);
  const answer = await appCall(
    'POST',
    `${AUTHENTICATION}/login`,
    new URLSearchParams({ username, password }),
  );
  if (answer.ok) return null;
  const envelope = (await answer.json().catch(() => ({}))) as { code?: string };
  return envelope.code ?? String(answer.status);
}

export function parseFault(value: string) {
  const [method = '', path = '', status = ''] = value.split(':');
  const code = Number(status);
  if (
    !/^(GET|POST|PUT|DELETE|PATCH)$/i.test(method) ||
    !path.startsWith('/') ||
    !(code >= 400 && code <= 599)
  ) {
    return null;
  }
  return { method: method.toUpperCase() as 'GET', path, status: code };
}

/**
 * The address's actions, then the address without them. The page then loads again (or goes to the
 * persona's landing), so the app's own first calls already meet the scenario and the fault. True when
 * the page is leaving.
 */
export async function runAddressActions(say: (text: string) => void): Promise<boolean> {
  const url = new URL(window.location.href);
  const scenario = url.searchParams.get('mock-scenario');
  const fault = url.searchParams.get('mock-fault');
  const persona = url.searchParams.get('mock-persona');
  if (!scenario && !fault && !persona) return false;
  for (const name of ['mock-scenario', 'mock-fault', 'mock-persona']) url.searchParams.delete(name);
  if (scenario) await control.loadScenario(scenario);
  if (fault) {
    const parsed = parseFault(fault);
    if (parsed) await control.injectFault(parsed);
    else say(`mock-fault=${fault} is not METHOD:/path:status`);
  }
  // Only now, the actions done: a script (or a person) that waits for the clean address finds them in
  // force (a CI run read the faults between the two and found none).
  window.history.replaceState(window.history.state, '', url);
  if (persona) {
    const refused = await signInAs(persona);
    if (!refused) {
      window.location.replace(await landing());
      return true;
    }
    say(`${persona} was refused: ${refused}`);
    return false;
  }
  window.location.replace(url.href);
  return true;
}
