const HIDDEN = '•••••';

/**
 * A remembered username as the list shows it: enough to tell one's own from another's on a shared
 * device, not enough to read it off the screen (`ava.associate` → `av•••••ate`). The same number of
 * dots whatever the length, so the length is not given away either.
 */
export function maskUsername(username: string): string {
  const name = username.trim();
  if (name.length <= 5) return `${name.slice(0, 1)}${HIDDEN}`;
  return `${name.slice(0, 2)}${HIDDEN}${name.slice(-3)}`;
}
