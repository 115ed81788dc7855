import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceBases } from '../../scripts/build/route-preloads';
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

/** The URLs `loader` asks, in order, the link's first visit then (the token off the address bar) the next. */
async function askedBy(loader: Loader, href: string, token?: FirstRead['token']): Promise<string[]> {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(Response.json({ errors: [{ code: 'EXPIRED' }] }, { status: 404 }));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = { queryClient: () => Promise.resolve(queryClient), starting: () => true };
  for (let visit = 0; visit < 2 && asked.length === 0; visit++) {
    const request = new Request(new URL(href, location.origin));
    const params = visit === 0 && token && 'param' in token ? { [token.param]: TOKEN } : {};
    const answer = await loader({ request, params, context } as never).catch((thrown: unknown) => thrown);
    if (answer instanceof Response && answer.headers.get('Location')) href = answer.headers.get('Location')!;
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

  it.each(withLoader)("is the GET %s's loader asks first, with the token of its link", async (name) => {
    const read = firstReads[name]!;
    const asked = await askedBy(routeCode[name].loader!, linkTo(name), read.token);
    expect(asked[0]).toBe(urlOf(read));
  });

  it("is the signed-in area's session check, the GET the auth guard asks first", async () => {
    const asked = await askedBy(authGuardLoader as Loader, paths.accountSettings.path);
    expect(areaFirstReads.signedIn?.map(urlOf)).toEqual([asked[0]]);
  });
});
