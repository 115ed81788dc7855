import type { RecordOf } from '../db/schema.ts';
import type { MockContext } from './context.ts';
import { fail } from './errors.ts';
import { MAX_ATTEMPT_KEYS_PER_WORLD } from './limits.ts';

type AttemptKind = 'login' | 'recovery' | 'emailChange' | 'dobCheck';
type AttemptRecord = RecordOf<'attempts'>;

/**
 * The bookkeeping record for one key (username, address, person) and kind, created on first use. A world
 * keeps MAX_ATTEMPT_KEYS_PER_WORLD of them: a new one evicts the one least recently counted (its newest
 * attempt oldest; a lock still running is kept while any other can go), so a script trying thousands of
 * identifiers cannot slow every later call.
 */
export async function attemptsFor(context: MockContext, kind: AttemptKind, key: string) {
  const normalised = key.trim().toLowerCase();
  const found = context.db.attempts.findFirst((q) => q.where({ kind, key: normalised }));
  if (found) return found;
  const all = context.db.attempts.all();
  if (all.length >= MAX_ATTEMPT_KEYS_PER_WORLD) {
    const now = context.clock.now();
    const rank = (record: AttemptRecord) =>
      (record.lockedUntil !== null && record.lockedUntil > now ? Number.MAX_SAFE_INTEGER / 2 : 0) +
      (record.at.at(-1) ?? 0);
    const evicted = all.reduce((oldest, record) => (rank(record) < rank(oldest) ? record : oldest));
    context.db.attempts.delete(evicted);
  }
  return context.db.attempts.create({ kind, key: normalised, at: [], failures: 0, lockedUntil: null });
}

/**
 * Sliding-window limit: true when `limit` events already happened within `windowMs`; otherwise records
 * this one and returns false.
 */
export async function overLimit(
  context: MockContext,
  kind: AttemptKind,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const record = await attemptsFor(context, kind, key);
  const now = context.clock.now();
  const recent = record.at.filter((at) => now - at < windowMs);
  if (recent.length >= limit) return true;
  await context.db.attempts.update(record, {
    data(draft) {
      draft.at = [...recent, now];
    },
  });
  return false;
}

/**
 * The lock-out of a failure count (sign-in, date-of-birth check): a 403 TOO_MANY_ATTEMPTS while it
 * holds; once served, the count starts again. Returns the record to keep counting on.
 */
export async function servedLock(
  context: MockContext,
  kind: 'login' | 'dobCheck',
  key: string,
  message: string,
) {
  const record = await attemptsFor(context, kind, key);
  if (record.lockedUntil === null) return record;
  if (record.lockedUntil > context.clock.now()) fail(403, 'TOO_MANY_ATTEMPTS', { message });
  return (
    (await context.db.attempts.update(record, {
      data(draft) {
        draft.failures = 0;
        draft.lockedUntil = null;
      },
    })) ?? record
  );
}

/**
 * Counts one more failure on a lock-out record (see `servedLock`); the `lockAfter`-th locks it for
 * `lockoutMs`. Returns whether it is now locked.
 */
export async function recordFailure(
  context: MockContext,
  record: AttemptRecord,
  lockAfter: number,
  lockoutMs: number,
): Promise<boolean> {
  const now = context.clock.now();
  const failures = record.failures + 1;
  const locked = failures >= lockAfter;
  await context.db.attempts.update(record, {
    data(draft) {
      draft.failures = failures;
      draft.at = [...draft.at, now];
      draft.lockedUntil = locked ? now + lockoutMs : null;
    },
  });
  return locked;
}

/** A success: the failure count starts again. */
export async function clearFailures(context: MockContext, record: AttemptRecord): Promise<void> {
  await context.db.attempts.update(record, {
    data(draft) {
      draft.failures = 0;
      draft.lockedUntil = null;
    },
  });
}
