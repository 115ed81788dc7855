/**
 * Every API call the app can make, read from its own code (derived, not hand-picked, so a new call cannot be missed):
 * the openapi-react-query reads and writes (`orchestrator.queryOptions('get', path` /
 * `.mutationOptions('post', path`) and the hand-written client calls (`client.GET(path`) anywhere under src/. The fault matrix
 * (./coverage.test.tsx) fails when one of them has no driver that reaches it.
 */
const sources = import.meta.glob<string>(
  ['../../src/**/*.{ts,tsx}', '!../../src/**/*.test.{ts,tsx}', '!../../src/api/generated/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const CALL =
  /\.(?:(?:queryOptions|mutationOptions)\(\s*'(get|post|put|patch|delete)',\s*|(GET|POST|PUT|PATCH|DELETE)\(\s*)'(\/[^']*)'/g;

/** `METHOD /path` as the contract writes it (path templates kept), with the files that make the call. */
export function appCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(CALL)) {
      const call = `${(match[1] ?? match[2])!.toUpperCase()} ${match[3]}`;
      calls.set(call, [...(calls.get(call) ?? []), file.replace(/^(\.\.\/)+/, '')]);
    }
  }
  return calls;
}
