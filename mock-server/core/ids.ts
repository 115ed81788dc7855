/** A random id of 24 hex digits after `prefix` (sessions, stubs, snapshots, XSRF tokens). */
export function randomId(prefix = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
