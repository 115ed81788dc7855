/**
 * The legal-agreements page's `agreements` query: base64 of a JSON
 * list of agreement names. It comes from an address anyone can type, so it is read defensively: a value
 * that is too long, not base64, not JSON, not a list, or holds anything but plain names is refused as
 * a whole (the page says the link is broken) rather than half-used.
 */

/** Far more than any real list; a longer value is refused before it is decoded. */
export const AGREEMENTS_PARAM_MAX = 2000;
export const AGREEMENTS_MAX = 20;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** Names that mean something to JavaScript objects: never a real agreement, always refused. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

export type AgreementsParam = { ok: true; names: string[] } | { ok: false };

function decodeBase64(value: string): string | null {
  // URL-safe alphabet and missing padding are tolerated: links get rewritten on their way.
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function parseAgreementsParam(value: string | null | undefined): AgreementsParam {
  if (typeof value !== 'string' || value.length === 0 || value.length > AGREEMENTS_PARAM_MAX)
    return { ok: false };
  const json = decodeBase64(value);
  if (json === null) return { ok: false };
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return { ok: false };
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > AGREEMENTS_MAX) return { ok: false };
  const names: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' || !NAME.test(item) || RESERVED.has(item)) return { ok: false };
    if (!names.includes(item)) names.push(item);
  }
  return { ok: true, names };
}
