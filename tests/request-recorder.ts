import type { SetupServerApi } from 'msw/node';
import { beforeEach } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** The URL's path, without the query. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  /** The body as text; filled in a tick after the request starts (read from a clone). */
  body: string;
}

export interface RequestRecorder {
  /** Every request since the current test began, in order. */
  readonly all: RecordedRequest[];
  /** The requests whose path ends with `pathSuffix` (a path inside a service: `/login`), by method. */
  to(pathSuffix: string, method?: string): RecordedRequest[];
  /** How many of them the mock server has not finished answering. */
  readonly unanswered: number;
}

/**
 * Records every request the app sends to the mock server of a test file (tests/mock-lifecycle.ts),
 * emptied before each test. Call it at the top of the file, after `mockServerForFile()`:
 * `const requests = recordRequests(() => mock.server);`
 */
export function recordRequests(server: () => SetupServerApi): RequestRecorder {
  const all: RecordedRequest[] = [];
  let answered = 0;
  const onEnd = () => void answered++;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: '',
    };
    all.push(entry);
    void request
      .clone()
      .text()
      .then((text) => (entry.body = text))
      .catch(() => undefined);
  };
  beforeEach(() => {
    all.length = 0;
    answered = 0;
    // Listeners live on the server, which outlives the test: drop the previous test's one first.
    server().events.removeListener('request:start', listener);
    server().events.removeListener('request:end', onEnd);
    server().events.on('request:start', listener);
    server().events.on('request:end', onEnd);
  });
  return {
    all,
    get unanswered() {
      return all.length - answered;
    },
    to: (pathSuffix, method) =>
      all.filter((entry) => entry.path.endsWith(pathSuffix) && (!method || entry.method === method)),
  };
}
