import { describe, expect, it } from 'vitest';
import { createMockContext } from './index.ts';
import { personas, personIdOf } from './default.ts';

/** The README's personas table, by username. */
const README_PERSONAS = [
  'ava.associate',
  'nora.nexo',
  'paula.password',
  'uma.username',
  'carl.contact',
  'bea.basic',
  'sam.support',
  'stan.stepup',
  'pia.phone',
  'ed.email',
  'iris.inactive',
  'sid.suspended',
  'ulf.username',
  'sara.saml',
  'fred.force',
  'lena.legal',
];

describe('the default scenario', () => {
  it('seeds every persona of mock-server/README.md', async () => {
    const { db } = await createMockContext('default');
    expect(db.persons.all().map((person) => person.username)).toEqual(README_PERSONAS);
    expect(personIdOf('ava.associate')).toBe('person-ava');
    expect(() => personIdOf('nobody.here')).toThrow(/no persona/);
  });

  it('gives every record its own id, written in the scenario', async () => {
    const { db } = await createMockContext('default');
    for (const [name, records] of Object.entries({
      persons: db.persons.all(),
      associates: db.associates.all(),
      contactMethods: db.contactMethods.all(),
      devices: db.devices.all(),
      obligations: db.obligations.all(),
      clients: db.clients.all(),
      tokens: db.tokens.all().map((token) => ({ id: token.token })),
    })) {
      const ids = records.map((record) => record.id);
      expect(new Set(ids).size, `${name} ids are unique`).toBe(ids.length);
    }
    const written = personas.flatMap((persona) => [
      persona.id,
      persona.emailId,
      ...persona.associates.map((associate) => associate.id),
      ...(persona.phone ? [persona.phone.id] : []),
      ...(persona.devices ?? []).map((device) => device.id),
      ...(persona.obligation ? [persona.obligation.id] : []),
    ]);
    const seeded = [
      ...db.persons.all(),
      ...db.associates.all().filter((associate) => associate.personId !== null),
      ...db.contactMethods.all(),
      ...db.devices.all(),
      ...db.obligations.all(),
    ].map((record) => record.id);
    expect(seeded.sort()).toEqual(written.sort());
  });

  it('points every reference at a seeded record', async () => {
    const { db } = await createMockContext('default');
    const personIds = new Set(db.persons.all().map((person) => person.id));
    const associateIds = new Set(db.associates.all().map((associate) => associate.id));
    const clientIds = new Set(db.clients.all().map((client) => client.id));
    for (const associate of db.associates.all()) {
      expect(clientIds, associate.id).toContain(associate.clientId);
      if (associate.personId !== null) expect(personIds, associate.id).toContain(associate.personId);
    }
    for (const token of db.tokens.all()) {
      if (token.personId !== null) expect(personIds, token.token).toContain(token.personId);
      const blob = token.data.token_blob as { associateId?: string } | undefined;
      if (blob?.associateId) expect(associateIds, token.token).toContain(blob.associateId);
    }
    const impersonation = db.impersonations.findFirst((q) => q.where({ id: 'imp-1' }), { strict: true });
    expect(associateIds).toContain(impersonation.associateId);
  });

  it('keeps the invitations in step with the invited associates', async () => {
    const { db } = await createMockContext('default');
    const invite = db.tokens.findFirst((q) => q.where({ token: 'invite-dob' }), { strict: true });
    expect(invite.data).toEqual({
      extra_information: {
        client_name: 'Acme Manufacturing',
        first_name: 'Dora',
        last_name: 'Dobcheck',
        email: 'dora.dobcheck@acme.example',
      },
      token_blob: { client_id: 'acme', associateId: 'assoc-dora-acme', email: 'dora.dobcheck@acme.example' },
    });
  });
});
