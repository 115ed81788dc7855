/** Temporary passwords for the full journey's password change: random, so no list of them exists. */
import { randomBytes } from 'node:crypto';

const hasRun = (value: string) => {
  const lower = value.toLowerCase();
  for (let index = 0; index + 2 < lower.length; index++) {
    const [a, b, c] = [lower.charCodeAt(index), lower.charCodeAt(index + 1), lower.charCodeAt(index + 2)];
    if (a === b && b === c) return true;
    if ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) return true;
  }
  return false;
};

/**
 * A password that meets the usual composition rules (upper, lower, digit, special; no three
 * repeated or sequential characters): servers refuse those, and the journey must not stall on it.
 */
export function temporaryPassword(): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const core = randomBytes(12).toString('base64url').replace(/[-_]/g, '');
    const candidate = `Cv#${core.slice(0, 10)}7k`;
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate) && !hasRun(candidate))
      return candidate;
  }
  throw new Error('no temporary password met the rules in 1000 draws');
}
