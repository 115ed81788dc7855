import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceBases } from '../../scripts/build/route-preloads';
import { paths } from '../lib/paths';
import { firstReads } from './firstReads';
import { routeCode } from './routeCode';

/** A link to each page, with the token `t0k/en` where its read says the address carries it. */
function linkTo(name: keyof typeof firstReads): string {
  const { path } = paths[name];
  const read = firstReads[name]!;
  return 'param' in read.token
    ? path.replace(`:${read.token.param}`, encodeURIComponent('t0k/en')).replace(/\/:\w+\?/g, '')
    : `${path}?${read.token.query}=${encodeURIComponent('t0k/en')}`;
}

describe("each token page's first read, as the build writes it for the document's head", () => {
  afterEach(() => sessionStorage.clear());

  const names = Object.keys(firstReads) as (keyof typeof firstReads)[];
  const withLoader = names.filter((name) => routeCode[name].loader);

  it.each(names.filter((name) => !withLoader.includes(name)))(
    '%s, a redirect without a loader, names the read of a page it may go to',
    (name) => {
      const reads = withLoader.map((other) => firstReads[other]);
      expect(reads).toContainEqual(firstReads[name]);
      expect('query' in firstReads[name]!.token).toBe(true);
    },
  );

  it.each(withLoader)("is the GET %s's loader asks first, with the token of its link", async (name) => {
    const loader = routeCode[name].loader!;
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ errors: [{ code: 'EXPIRED' }] }, { status: 404 }));
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context = { queryClient: () => Promise.resolve(queryClient), starting: () => true };
    // The first visit takes the token off the address bar; the page's loader then runs without it.
    let href = linkTo(name);
    for (let visit = 0; visit < 2 && asked.length === 0; visit++) {
      const request = new Request(new URL(href, location.origin));
      const read = firstReads[name]!;
      const params = visit === 0 && 'param' in read.token ? { [read.token.param]: 't0k/en' } : {};
      const answer = await loader({ request, params, context } as never).catch((thrown: unknown) => thrown);
      if (answer instanceof Response && answer.headers.get('Location'))
        href = answer.headers.get('Location')!;
    }
    const read = firstReads[name]!;
    const expected = new URL(
      serviceBases({})[read.service] + read.path.replace('{token}', encodeURIComponent('t0k/en')),
      location.href,
    ).href;
    expect(asked[0]).toBe(expected);
  });
});
