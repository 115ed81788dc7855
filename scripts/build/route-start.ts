/**
 * The inline script in `<head>` that starts the current route (issue 66), allowed by its hash
 * (deploy/security-headers.ts): its text is the same in every build, what differs is in the JSON element
 * beside it (./route-preloads.ts `RoutePreloads`). For the first route whose pattern the address matches:
 *
 * 1. its first reads (src/app/firstReads.ts): each GET (a token page's, when the address carries the
 *    token; a signed-in page's session check) is asked at once,
 *    with its own trace id, before anything else takes a connection; `fetch` is wrapped so that the
 *    app's own GET of the same URL, when it comes, takes that answer (its trace id set to the one the
 *    server saw) instead of asking again. A read that follows another (an invitation's checks, which
 *    name its client and associate) is asked as soon as that one answered, its URL filled from that
 *    answer (src/app/firstReads.ts `then`). Each answer is taken once, and only within
 *    `FIRST_READ_LIFETIME_MS` of the document's start (a later visit asks afresh: a link used in another
 *    tab meanwhile must not pass); a failed one leaves the app to ask itself, through its own timeout.
 * 2. a `<link rel="modulepreload">` for each chunk the route starts from, and each chunk those import,
 *    each once: at once, or where the document's first screen waits for the reads, once they are done
 *    (src/common/prerendered/codeAfterFirstReads.ts).
 *
 * A route's first screen that waits for its first read is shown once all answered 2xx, with what it shows
 * of the answers (`FIRST_READ_ANSWERS`, src/common/prerendered/firstScreen.ts); each body is read from a
 * copy, the answer itself left for the app.
 *
 * 3. for the app's router, under `NEXT_ROUTE_START` (src/common/navigation/routeStart.ts), the same start
 *    for a later route (a move in the app): its reads, and its chunks the document has not fetched, at
 *    once; the reads wait for the app as long as the move lasts.
 *
 * Nothing on sign-in's first load (its patterns are not in the JSON), and a hint only: anything wrong
 * here leaves the page to load as it did without it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEXT_ROUTE_START } from '../../src/common/navigation/routeStart.ts';
import { FIRST_READ_ANSWERS } from '../../src/common/prerendered/firstScreen.ts';
import { bundleInlineScript, inlineScriptSource } from './login-frame/inline-scripts.ts';

/** The id of the `<script type="application/json">` holding each route's reads and files (./route-preloads.ts). */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/** How long a first read started here waits for the app to take it. */
export const FIRST_READ_LIFETIME_MS = 30_000;

/** Its code in the page. Not `new URL('./x', import.meta.url)`: Vite rewrites that form under Vitest. */
const IN_PAGE = join(dirname(fileURLToPath(import.meta.url)), 'route-start-in-page.ts');

export const ROUTE_START_SCRIPT = await bundleInlineScript(
  `import { startRoute } from ${JSON.stringify(IN_PAGE)};\n` +
    `startRoute(${[ROUTE_PRELOADS_ID, FIRST_READ_LIFETIME_MS, FIRST_READ_ANSWERS, NEXT_ROUTE_START].map((value) => JSON.stringify(value)).join(', ')});`,
  IN_PAGE,
);

export const ROUTE_START_SOURCE = inlineScriptSource(ROUTE_START_SCRIPT);
