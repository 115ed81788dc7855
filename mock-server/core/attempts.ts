import type { MockContext } from './context.ts';

type AttemptKind = 'login' | 'recovery' | 'emailChange' | 'dobCheck';

/** The bookkeeping record for one key (username, address, person) and kind, created on first use. */
export async function attemptsFor(context: MockContext, kind: AttemptKind, key: string) {
  const normalised = key.trim().toLowerCase();
  return (
    context.db.attempts.findFirst((q) => q.where({ kind, key: normalised })) ??
    (await context.db.attempts.create({ kind, key: normalised, at: [], failures: 0, lockedUntil: null }))
  );
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
