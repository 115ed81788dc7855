/** Recovery: forgotten password and forgotten username. Neither answer reveals whether an address is known. */
import type { MockContext } from '../../core/context.ts';
import { sendMail } from '../../core/outbox.ts';
import { contactMethodsOf, sameAddress } from './contact-methods.ts';
import { createHttp } from './http.ts';
import { countRecoveryRequest } from './limits.ts';
import { personByIdentifier, type PersonRecord } from './people.ts';
import { createToken } from './token-records.ts';

export function recoveryHandlers(context: MockContext) {
  const http = createHttp();

  /** Where a recovery email goes: the identifier when it is one of the person's addresses, else their first one. */
  function addressOf(person: PersonRecord, identifier: string): string | null {
    const emails = contactMethodsOf(context, person.id).emails.flatMap((method) =>
      method.emailAddress ? [method.emailAddress] : [],
    );
    return emails.find((email) => sameAddress(email, identifier)) ?? emails[0] ?? null;
  }

  return [
    http.post('/credentials/forgot', async ({ request, response }) => {
      const { identifier } = await request.json();
      await countRecoveryRequest(context, identifier);
      const person = personByIdentifier(context, identifier);
      const to = person && addressOf(person, identifier);
      if (person && to) {
        const token = await createToken(context, { kind: 'resetPassword', personId: person.id, email: to });
        await sendMail(context, {
          to,
          kind: 'resetPassword',
          subject: 'Reset your password',
          link: `/auth/forgot-password/reset?token=${encodeURIComponent(token.token)}`,
        });
      }
      return response(204).empty();
    }),

    http.post('/credentials/forgotUsername', async ({ request, response }) => {
      const { identifier } = await request.json();
      await countRecoveryRequest(context, `forgotUsername:${identifier}`);
      const person = personByIdentifier(context, identifier);
      const to = person && addressOf(person, identifier);
      if (person && to) {
        await sendMail(context, {
          to,
          kind: 'forgotUsername',
          subject: `Your username is ${person.username}`,
          link: '/auth/login',
        });
      }
      return response(204).empty();
    }),
  ];
}
