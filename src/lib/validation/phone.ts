/**
 * The only module allowed to import libphonenumber-js, so the phone metadata lands in the chunks of
 * the screens that enter a phone number and never in the login bundle. It is deliberately not
 * re-exported from ./index; import it as `src/lib/validation/phone` from a lazy route.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';

export type { CountryCode };
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * North American numbers reserved for fiction, NXX-555-0100 to NXX-555-0199 (area code 555 included):
 * the metadata calls them invalid, but they are the numbers of demos, tests and the mock personas
 * ("(555) 555-0177"), so they pass like real ones.
 */
const FICTIONAL_NANP = /^\+1[2-9]\d{2}55501\d{2}$/;
const isFictionalNanp = (e164: string) => FICTIONAL_NANP.test(e164);

function parse(input: string, defaultCountry: CountryCode) {
  const text = input.trim();
  if (!text) return undefined;
  try {
    const phone = parsePhoneNumberFromString(text, defaultCountry);
    return phone && (phone.isValid() || isFictionalNanp(phone.number)) ? phone : undefined;
  } catch {
    return undefined;
  }
}

/** E.164 (`+15551234567`), or null when the input cannot be parsed as a valid number. */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  return parse(input, defaultCountry)?.number ?? null;
}

/** The phone input's country list: every region of the metadata with its calling code (`US`, `1`). */
export function phoneCountries(): Array<{ country: CountryCode; callingCode: string }> {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** A stored number split for editing: its country and its national form ("(201) 555-0123"). */
export function splitPhone(
  input: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): { country: CountryCode | undefined; national: string } | undefined {
  const phone = parse(input, defaultCountry);
  return phone && { country: phone.country, national: phone.formatNational() };
}

/** For contact verification, which needs a displayable number; null means "invalid format". */
export function formatPhoneInternational(
  input: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  return parse(input, defaultCountry)?.formatInternational() ?? null;
}

/**
 * Optional phone: empty is valid (the spec's "valid by default") and stays ''; anything else must
 * parse and comes out as E.164, so the submit handler receives the normalised number.
 */
export function phoneSchema(defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || normalizePhone(value, defaultCountry) !== null, {
        error: M.phoneInvalid,
      }),
    ),
    z.transform((value: string) => (value === '' ? '' : (normalizePhone(value, defaultCountry) ?? value))),
  );
}

/** Add-phone: a number is the point of the form, so empty is an error here. */
export function requiredPhoneSchema(defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return z.pipe(
    z.string({ error: M.required }).check(
      z.trim(),
      z.minLength(1, { error: M.required, abort: true }),
      z.refine((value) => normalizePhone(value, defaultCountry) !== null, { error: M.phoneInvalid }),
    ),
    z.transform((value: string) => normalizePhone(value, defaultCountry) ?? value),
  );
}
