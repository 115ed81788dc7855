/** Recovery: forgotten password and forgotten username. Neither answer reveals whether an address is known. */
import { overLimit } from '../../core/attempts.ts';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { sendMail } from '../../core/outbox.ts';
import {
  contactMethodsOf,
  createHttp,
  createToken,
  personByIdentifier,
  RECOVERY_LIMIT,
  RECOVERY_WINDOW_MS,
  type PersonRecord,
} from './shared.ts';

export function recoveryHandlers(context: MockContext) {
  const http = createHttp();

  const tooMany = () =>
    fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many requests for this address. Try again later.' });

  /** Where a recovery email goes: the identifier when it is one of the person's addresses, else their first one. */
  function addressOf(person: PersonRecord, identifier: string): string | null {
    const emails = contactMethodsOf(context, person.id).emails.flatMap((method) =>
      method.emailAddress ? [method.emailAddress] : [],
    );
    return (
      emails.find((email) => email.toLowerCase() === identifier.trim().toLowerCase()) ?? emails[0] ?? null
    );
  }

  return [
    http.post('/credentials/forgot', async ({ request, response }) => {
      const { identifier } = await request.json();
      if (await overLimit(context, 'recovery', identifier, RECOVERY_LIMIT, RECOVERY_WINDOW_MS)) tooMany();
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
      if (
        await overLimit(
          context,
          'recovery',
          `forgotUsername:${identifier}`,
          RECOVERY_LIMIT,
          RECOVERY_WINDOW_MS,
        )
      )
        tooMany();
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
