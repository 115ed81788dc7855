/**
 * A result (./results.ts) in navigation state: written by a flow that ends, read back by the root
 * layout on every navigation. Both are in the entry bundle, so neither needs the list of kinds:
 * reading checks the shape only and leaves the kind as it came. The list stays with the result page's
 * code, which shows an unknown kind as FAILURE_UNSUPPORTED (`resolveResultPage`, ./resultPages.ts):
 * state can outlive a deploy that renamed a kind, and the person then sees that failure rather than
 * the route.
 */
import type { RedirectResult } from './results';

/** Navigation options for `navigate(path, withResult(...))`. */
export function withResult(result: RedirectResult): { state: { redirectResult: RedirectResult } } {
  return { state: { redirectResult: result } };
}

/** A result as navigation state holds it: its kind not yet checked against the list. */
export type ReceivedResult = Omit<RedirectResult, 'kind'> & { kind: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Optional fields that are malformed are dropped rather than failing the whole result: a missing
// trace id is no reason to lose the message. Hand-written guards rather than a schema library keep
// this small.
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 4096 ? value : undefined;
}

const OPTIONAL_FIELDS = ['redirectUrl', 'registrationCode', 'traceId', 'companyName', 'errorCode'] as const;

/** The result in navigation state, or null when there is none or it is not one (the routes render). */
export function readResult(locationState: unknown): ReceivedResult | null {
  if (!isRecord(locationState)) return null;
  const received = locationState.redirectResult;
  if (!isRecord(received)) return null;
  const kind = received.kind;
  if (typeof kind !== 'string' || kind.length < 1 || kind.length > 200) return null;
  const out: ReceivedResult = { kind };
  for (const field of OPTIONAL_FIELDS) {
    const value = optionalText(received[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}
