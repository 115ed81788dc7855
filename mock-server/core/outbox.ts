import type { MockContext } from './context.ts';
import { MAX_OUTBOX_PER_WORLD } from './limits.ts';
import { randomId } from './session.ts';

/** Where links in sent emails point: the app's own origin, so a link from the outbox opens this app. */
export const APP_LINK_BASE = '';

/** Records an email the real services would send; QA and tests read them from GET /__mock/outbox. */
export async function sendMail(
  context: MockContext,
  mail: { to: string; kind: string; subject: string; link?: string; code?: string },
) {
  const sent = await context.db.outbox.create({
    id: randomId('mail-'),
    sentAt: context.clock.iso(),
    ...mail,
  });
  // A capped mailbox: the oldest mail goes, so a script looping over a sending call stays bounded.
  const all = context.db.outbox.all();
  for (const old of all.slice(0, Math.max(0, all.length - MAX_OUTBOX_PER_WORLD)))
    context.db.outbox.delete(old);
  return sent;
}

/** A six-digit code for email verification and step-up. */
export function newCode(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
}
