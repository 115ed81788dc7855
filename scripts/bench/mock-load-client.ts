/**
 * One simulated browser of `npm run bench:mock`, in its own mock world: visits made of the calls an
 * associate's sign-in makes (check, sign-in, obligations, settings read, options, settings written
 * and written back, check, sign-out), each call timed.
 */
import { createSession, TransportError } from '../contract-verify/session.ts';

const AUTH = '/api/authentication-service/v0';
const ORCH = '/api/identity-orchestrator/v0';

export interface Sample {
  call: string;
  ms: number;
  /** Transport failure, or a status the call never answers in this visit. */
  error?: string;
}

interface Step {
  call: string;
  method: string;
  path: string;
  expect: number[];
  form?: Record<string, string>;
  json?: unknown;
}

const visit = (password: string, language: string): Step[] => [
  { call: 'check (signed out)', method: 'GET', path: `${AUTH}/check`, expect: [401] },
  {
    call: 'sign-in',
    method: 'POST',
    path: `${AUTH}/login`,
    expect: [200],
    form: { username: 'ava.associate', password },
  },
  { call: 'obligations', method: 'GET', path: `${AUTH}/check-obligations`, expect: [200] },
  { call: 'settings read', method: 'GET', path: `${ORCH}/persons/me/settings`, expect: [200] },
  {
    call: 'language options',
    method: 'GET',
    path: `${ORCH}/persons/me/settings-options/languages`,
    expect: [200],
  },
  {
    call: 'settings write',
    method: 'POST',
    path: `${ORCH}/persons/me/settings`,
    expect: [204],
    json: { preferredLanguage: language, region: 'US', timezone: 'America/New_York' },
  },
  {
    call: 'settings write',
    method: 'POST',
    path: `${ORCH}/persons/me/settings`,
    expect: [204],
    json: { preferredLanguage: 'en-US', region: 'US', timezone: 'America/New_York' },
  },
  { call: 'check (signed in)', method: 'GET', path: `${AUTH}/check`, expect: [200] },
  { call: 'sign-out', method: 'POST', path: `${AUTH}/logout`, expect: [204] },
];

/** Visits until `deadline` (performance.now()), at most `maxVisits`; every call's sample goes to `samples`. */
export async function runClient(
  origin: string,
  world: string,
  password: string,
  deadline: number,
  samples: Sample[],
  maxVisits = 100_000,
): Promise<void> {
  const session = createSession({ 'X-Mock-World': world }, 10_000);
  for (let visits = 0; visits < maxVisits && performance.now() < deadline; visits++) {
    for (const step of visit(password, visits % 2 === 0 ? 'fr-CA' : 'es-US')) {
      const started = performance.now();
      try {
        const answer = await session.send({
          method: step.method,
          url: origin + step.path,
          form: step.form,
          json: step.json,
        });
        const ms = performance.now() - started;
        const error = step.expect.includes(answer.status) ? undefined : `${step.call}: ${answer.status}`;
        samples.push({ call: step.call, ms, ...(error ? { error } : {}) });
      } catch (failure) {
        if (!(failure instanceof TransportError)) throw failure;
        samples.push({
          call: step.call,
          ms: performance.now() - started,
          error: `${step.call}: ${failure.message}`,
        });
      }
    }
  }
}
