import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceBases } from '../../scripts/build/route-preloads';
import { inJsonString, withIds } from '../../scripts/build/route-start-in-page';
import { CSRF_TOKEN_SOURCE_PATH } from '../api/headers';
import { paths } from '../lib/paths';
import { authGuardLoader } from './AuthGuard';
import { areaFirstReads, firstReads, type FirstRead } from './firstReads';
import { routeCode } from './routeCode';
import type { Loader } from './routeEntry';

const TOKEN = 't0k/en';

/** A link to each page, with the token where its read says the address carries it. */
function linkTo(name: keyof typeof firstReads): string {
  const { path } = paths[name];
  const { token } = firstReads[name]!;
  if (!token) return path;
  return 'param' in token
    ? path.replace(`:${token.param}`, encodeURIComponent(TOKEN)).replace(/\/:\w+\?/g, '')
    : `${path}?${token.query}=${encodeURIComponent(TOKEN)}`;
}

/** The URL the build writes for `read` (default bases), with the token in it. */
const urlOf = (read: FirstRead) =>
  new URL(
    serviceBases({})[read.service] + read.path.replace('{token}', encodeURIComponent(TOKEN)),
    location.href,
  ).href;

/** The URLs `loader` asks, in order, following its redirects: to another route, or the token off the address bar. */
async function askedBy(
  loader: Loader,
  href: string,
  token?: FirstRead['token'],
  answer: (url: string) => Response = () => Response.json({ errors: [{ code: 'EXPIRED' }] }, { status: 404 }),
): Promise<string[]> {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    // A POST as the head's script keys it: its URL and body.
    asked.push(request.method === 'GET' ? request.url : `POST ${request.url}\n${await request.text()}`);
    return answer(request.url);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = { queryClient: () => Promise.resolve(queryClient), starting: () => true };
  for (let visit = 0; visit < 3 && asked.length === 0; visit++) {
    const request = new Request(new URL(href, location.origin));
    const params = visit === 0 && token && 'param' in token ? { [token.param]: TOKEN } : {};
    const answer = await loader({ request, params, context } as never).catch((thrown: unknown) => thrown);
    const redirect = answer instanceof Response ? answer.headers.get('Location') : null;
    if (!redirect) continue;
    href = redirect;
    // A redirect to another route (the create-credential link): that route's loader goes on.
    const next = Object.entries(paths).find(([, entry]) => entry.path === redirect.split('?')[0]);
    loader = (next && routeCode[next[0] as keyof typeof routeCode].loader) || loader;
  }
  return asked;
}

describe("each page's first read, as the build writes it for the document's head", () => {
  afterEach(() => sessionStorage.clear());
  const names = Object.keys(firstReads) as (keyof typeof firstReads)[];
  const withLoader = names.filter((name) => routeCode[name].loader);

  it.each(names.filter((name) => !withLoader.includes(name)))(
    '%s, a redirect without a loader, names the read of a page it may go to',
    (name) => {
      expect(withLoader.map((other) => firstReads[other])).toContainEqual(firstReads[name]);
      expect(firstReads[name]!.token).toHaveProperty('query');
    },
  );

  const signedIn = (name: keyof typeof firstReads) => paths[name].screen.area === 'signedIn';

  it.each(withLoader.filter((name) => !signedIn(name)))(
    "is the GET %s's loader asks first, with the token of its link",
    async (name) => {
      const read = firstReads[name]!;
      const asked = await askedBy(routeCode[name].loader!, linkTo(name), read.token);
      // The CSRF token's GET, which the API client sends before a POST, is not the loader's. The DOM
      // project shares a worker between files (vitest.config.ts, isolate: false), so a POST left running
      // by an earlier file can ask it during this test: a loaded CI run once saw it first.
      const csrfSource = urlOf({ service: 'authenticationService', path: CSRF_TOKEN_SOURCE_PATH });
      expect(asked.filter((url) => url !== csrfSource)[0]).toBe(urlOf(read));
    },
  );

  // The head asks it beside the area's session check (`areaFirstReads`), which the loader asks before it.
  it.each(withLoader.filter(signedIn))(
    "is the GET %s's loader asks once the session check says someone is signed in",
    async (name) => {
      const read = firstReads[name]!;
      const [check] = areaFirstReads.signedIn!;
      const asked = await askedBy(routeCode[name].loader!, linkTo(name), read.token, (url) =>
        url === urlOf(check!)
          ? Response.json({ authentication_method: 'Password', levelOfAssurance: 1 })
          : Response.json({}),
      );
      expect(asked[0]).toBe(urlOf(check!));
      expect(asked).toContain(urlOf(read));
    },
  );

  it.each(withLoader.filter((name) => firstReads[name]!.then))(
    "%s: the reads that follow are calls its loader makes, their ids from the first's answer",
    async (name) => {
      const read = firstReads[name]!;
      const invitation = {
        data: { token_blob: { client_id: 'c 1', associateId: 'a1', email: 'dora@example.com' } },
      };
      const answers: [RegExp, unknown][] = [
        [/\/tokens\//, invitation],
        [/dob-obligation$/, { verificationFields: [{ kind: 'dob' }] }],
        [/identity-verifiers$/, { identityVerifiers: { isDobPresent: true } }],
        [/registration-settings$/, { skipToCreateAccount: false }],
        [/\/features\//, { isEnabled: false }],
      ];
      const asked = await askedBy(routeCode[name].loader!, linkTo(name), read.token, (url) => {
        const body = answers.find(([pattern]) => pattern.test(url))?.[1];
        return body ? Response.json(body) : new Response(null, { status: 404 });
      });
      const following = read.then!.map(({ service, path, from, body }) => {
        const url = urlOf({ service, path: withIds(path, from, invitation, encodeURIComponent)! });
        return body === undefined ? url : `POST ${url}\n${withIds(body, from, invitation, inJsonString)}`;
      });
      // In its order, among its others (the session check beside them).
      const chain = [urlOf(read), ...following];
      expect(asked.filter((url) => chain.includes(url))).toEqual(chain);
    },
  );

  it("is the signed-in area's session check, the GET the auth guard asks first", async () => {
    const asked = await askedBy(authGuardLoader as Loader, paths.accountSettings.path);
    expect(areaFirstReads.signedIn?.map(urlOf)).toEqual([asked[0]]);
  });

  it('then, someone signed in, the GETs the auth guard asks next: the person and the client', async () => {
    const [check] = areaFirstReads.signedIn!;
    const asked = await askedBy(authGuardLoader as Loader, paths.accountSettings.path, undefined, (url) =>
      Response.json(url === urlOf(check!) ? { authentication_method: 'Password', levelOfAssurance: 1 } : {}),
    );
    const following = check!.then!.map(({ service, path }) => urlOf({ service, path }));
    expect(following).toHaveLength(2);
    expect(asked[0]).toBe(urlOf(check!));
    // The check is also the CSRF token's source: a POST an earlier file left running may ask it again.
    expect(asked.filter((url) => url !== urlOf(check!))).toEqual(following);
  });
});
