import { useEffect, useState } from 'react';
import type { ContactMethod } from '../../api/queries/contacts';
import type * as Phone from '../../lib/validation/phone';

/** The address or number of a method, as the server holds it (an email, or a phone in E.164). */
export function contactValue(method: ContactMethod): string {
  return (method.type === 'EMAIL' ? method.emailAddress : method.phoneNumber) ?? '';
}

/** A method's id is built from the person's id and its address. */
export function contactMethodId(method: ContactMethod): string {
  return `${method.personId}:${contactValue(method)}`;
}

// Type-only above: libphonenumber-js is large, so it comes in its own chunk, fetched only when there
// is a phone to show, never with the screen's code (docs/performance.md "Performance budgets").
let phoneModule: Promise<typeof Phone> | undefined;
const loadPhoneModule = () => (phoneModule ??= import('../../lib/validation/phone'));

/**
 * Formats E.164 numbers for reading ("+1 555 555 0100": grouped, so a screen reader says digits,
 * not "fifteen billion…"). Until the formatter has loaded, or for a number it cannot parse, the
 * number shows as stored.
 */
export function usePhoneDisplay(needed: boolean): (e164: string) => string {
  const [format, setFormat] = useState<((e164: string) => string | null) | null>(null);
  useEffect(() => {
    if (!needed || format) return undefined;
    let live = true;
    loadPhoneModule()
      .then((module) => {
        if (live) setFormat(() => (e164: string) => module.formatPhoneInternational(e164));
      })
      // The stored form is still a readable number.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed, format]);
  return (e164) => format?.(e164) ?? e164;
}
