/** People, their clients and associates, and their obligations: lookups and the 404s for what is not there. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { RecordOf } from '../../db/schema.ts';
import { emailOwner } from './contact-methods.ts';

export type PersonRecord = RecordOf<'persons'>;
export type AssociateRecord = RecordOf<'associates'>;

export function personByUsername(context: MockContext, username: string) {
  const wanted = username.trim().toLowerCase();
  return context.db.persons.findFirst((q) => q.where({ username: (name) => name.toLowerCase() === wanted }));
}

/** The person an identifier (email address or username) names. */
export function personByIdentifier(context: MockContext, identifier: string) {
  const byEmail = emailOwner(context, identifier);
  if (byEmail) return context.db.persons.findFirst((q) => q.where({ id: byEmail.personId }));
  return personByUsername(context, identifier);
}

export function hasOpenObligation(context: MockContext, personId: string, kinds: string[]): boolean {
  return (
    context.db.obligations.findFirst((q) =>
      q.where({ personId, resolved: false, kind: (kind) => kinds.includes(kind) }),
    ) !== undefined
  );
}

/** Marks the person's open obligations of these kinds as met. */
export async function resolveObligations(
  context: MockContext,
  personId: string,
  kinds: string[],
): Promise<void> {
  await context.db.obligations.updateMany(
    (q) => q.where({ personId, resolved: false, kind: (kind) => kinds.includes(kind) }),
    {
      data(draft) {
        draft.resolved = true;
      },
    },
  );
}

export function clientOrFail(context: MockContext, clientId: string) {
  const client = context.db.clients.findFirst((q) => q.where({ id: clientId }));
  if (!client) fail(404, 'CLIENT_NOT_FOUND', { message: `No client ${clientId}.` });
  return client;
}

/** The associate of a client, or 404 (CLIENT_NOT_FOUND / RESOURCE_NOT_FOUND). */
export function associateOrFail(context: MockContext, clientId: string, associateId: string) {
  const client = clientOrFail(context, clientId);
  const associate = context.db.associates.findFirst((q) => q.where({ id: associateId, clientId }));
  if (!associate)
    fail(404, 'RESOURCE_NOT_FOUND', { message: `No associate ${associateId} in client ${clientId}.` });
  return { client, associate };
}
