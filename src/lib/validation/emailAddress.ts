/**
 * What makes an email address, without zod: the first screens' inline script decides with it too
 * (src/features/registration/invitationStep.ts), where a byte of a schema library would be a byte on
 * the page before it paints. The form's schema (./email.ts) checks the same pattern and lengths.
 */

export const EMAIL_MIN = 1;
export const EMAIL_MAX = 255;

/**
 * A practical address pattern: dot-atom local part (no leading, trailing or doubled dots), a host of
 * DNS labels and a letter TLD. Stricter than HTML's `type=email` (which accepts `a@b`) because these
 * addresses receive our mail; looser than RFC 5322 quoted forms, which no mail provider issues.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** For the email-only forms, whose submit button enables only when the text is an address. */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length >= EMAIL_MIN && trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed);
}
