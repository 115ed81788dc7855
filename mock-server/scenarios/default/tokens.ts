import type { MockContext } from '../../core/context.ts';
import type { RecordOf } from '../../db/schema.ts';
import { DAY_MS } from './personas.ts';

export const TOKEN_LIFE_MS = 15 * DAY_MS;

/** A token of mock-server/README.md's demo list, with what its flow needs. */
export interface DemoToken {
  token: string;
  kind: RecordOf<'tokens'>['kind'];
  /** What the token opens and where: mock-server/README.md's demo token table and the startup banner. */
  summary: string;
  email: string | null;
  personId?: string;
  expired?: boolean;
  /** The invited associate (seeded before the tokens) whose name and client the invitation carries. */
  invites?: string;
  /** Data beside the invitation's (or all of it, for a token that invites nobody). */
  data?: Record<string, unknown>;
}

export async function seedDemoTokens({ db, clock }: MockContext, tokens: DemoToken[]): Promise<void> {
  const now = clock.now();
  /** An invitation's data, from the invited associate and their client. */
  const invitation = (associateId: string) => {
    const associate = db.associates.findFirst((q) => q.where({ id: associateId }), { strict: true });
    const client = db.clients.findFirst((q) => q.where({ id: associate.clientId }), { strict: true });
    return {
      extra_information: {
        client_name: client.name,
        first_name: associate.firstName,
        last_name: associate.lastName,
        ...(associate.email ? { email: associate.email } : {}),
      },
      token_blob: { client_id: client.id, associateId, email: associate.email ?? '' },
    };
  };
  for (const token of tokens) {
    await db.tokens.create({
      token: token.token,
      kind: token.kind,
      personId: token.personId ?? null,
      email: token.email,
      data: { ...(token.invites ? invitation(token.invites) : {}), ...token.data },
      code: null,
      expiresAt: token.expired ? now - DAY_MS : now + TOKEN_LIFE_MS,
      used: false,
      createdAt: now - (token.expired ? 16 * DAY_MS : 0),
    });
  }
}
