/**
 * The value at a dot-separated `path` of an answer (`data.token_blob.client_id`), as text: a string or
 * a number, else undefined. How the document's first reads find the ids a following read needs
 * (scripts/build/route-start-in-page.ts) and a first screen the values it shows
 * (src/common/prerendered/firstScreen.ts).
 */
export function valueAt(answer: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], answer);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
