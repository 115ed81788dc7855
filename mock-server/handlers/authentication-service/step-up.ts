/**
 * Step-up (MFA) on the authentication service: the paths identity-web chose for the spec's MFA entity
 * (openapi/authentication-service.yaml, `/step-up`). A code goes to the outbox (an email, or a text
 * to a phone), lives 10 minutes, works once, and raises the session's level of assurance, which
 * `GET /check` then reports.
 */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { newCode, sendMail } from '../../core/outbox.ts';
import { randomId, requireSession } from '../../core/session.ts';
import { contactMethodsOf, e164 } from '../identity-orchestrator/contact-methods.ts';
import { countCodeSend } from '../identity-orchestrator/limits.ts';
import { createHttp } from './http.ts';

export const STEP_UP_CODE_LIFE_MS = 10 * 60 * 1000;
/** Wrong codes before the code is spent and the step-up refused. */
export const STEP_UP_WRONG_CODES = 5;

function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

const maskPhone = (number: string) => `•••• ${number.slice(-4)}`;

export function stepUpHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  /** Verified emails and every phone, each a method a code can go to. */
  function methodsOf(personId: string) {
    const { emails, phones } = contactMethodsOf(context, personId);
    return [
      ...emails
        .filter((email) => email.isVerified && email.emailAddress)
        .map((email) => ({
          id: email.id,
          type: 'EMAIL' as const,
          to: email.emailAddress ?? '',
          destination: maskEmail(email.emailAddress ?? ''),
        })),
      ...phones.map((phone) => ({
        id: phone.id,
        type: 'TEXT' as const,
        to: e164(phone),
        destination: maskPhone(e164(phone)),
      })),
    ];
  }

  const liveCodeOf = (sessionId: string) =>
    db.stepUpCodes.findFirst((q) =>
      q.where({ sessionId, used: false, expiresAt: (expiresAt) => expiresAt > clock.now() }),
    );

  /** A code that raised the level (used, not spent by wrong ones) and has not expired yet. */
  const usedCodeOf = (sessionId: string, methodId: string, code: string) =>
    db.stepUpCodes.findFirst((q) =>
      q.where({
        sessionId,
        methodId,
        code,
        used: true,
        wrongCodes: (wrongCodes) => wrongCodes < STEP_UP_WRONG_CODES,
        expiresAt: (expiresAt) => expiresAt > clock.now(),
      }),
    );

  return [
    http.get('/step-up', ({ cookies, query, response }) => {
      const { session, person } = requireSession(context, cookies);
      const requiredLevel = Number(query.get('requiredLevel'));
      const met = session.levelOfAssurance >= requiredLevel;
      return response(200).json({
        requiredLevel,
        levelOfAssurance: session.levelOfAssurance,
        requiredUserAction: met ? 'none' : 'selectAuthMethod',
        authMethods: met
          ? []
          : methodsOf(person.id).map(({ id, type, destination }) => ({ id, type, destination })),
      });
    }),

    http.post('/step-up/code', async ({ cookies, request, response }) => {
      const { session, person } = requireSession(context, cookies);
      const { selectedAuthMethod } = await request.json();
      const method = methodsOf(person.id).find((candidate) => candidate.id === selectedAuthMethod);
      if (!method) fail(400, 'INVALID_REQUEST', { message: 'No such authentication method.' });
      await countCodeSend(context, `step-up:${session.id}`);
      // A new code replaces the one before it.
      await db.stepUpCodes.updateMany((q) => q.where({ sessionId: session.id, used: false }), {
        data(draft) {
          draft.used = true;
        },
      });
      const code = newCode();
      const now = clock.now();
      await db.stepUpCodes.create({
        id: randomId('stepup-'),
        sessionId: session.id,
        methodId: method.id,
        code,
        wrongCodes: 0,
        expiresAt: now + STEP_UP_CODE_LIFE_MS,
        used: false,
      });
      await sendMail(context, {
        to: method.to,
        kind: method.type === 'EMAIL' ? 'stepUpCode' : 'stepUpText',
        subject: `Your sign-in code is ${code}`,
        code,
      });
      return response(204).empty();
    }),

    http.post('/step-up/verify', async ({ cookies, request, response }) => {
      const { session } = requireSession(context, cookies);
      const { requiredLevel, selectedAuthMethod, code } = await request.json();
      const record = liveCodeOf(session.id);
      if (!record || record.methodId !== selectedAuthMethod) {
        // The document (authentication-service.yaml): a code already used is TOKEN_EXECUTE_FAILURE.
        if (usedCodeOf(session.id, selectedAuthMethod, code))
          fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The code has already been used.' });
        fail(400, 'INVALID_TOKEN', { message: 'The code is incorrect or has expired.' });
      }
      if (record.code !== code) {
        const wrongCodes = record.wrongCodes + 1;
        const spent = wrongCodes >= STEP_UP_WRONG_CODES;
        await db.stepUpCodes.update(record, {
          data(draft) {
            draft.wrongCodes = wrongCodes;
            draft.used = spent;
          },
        });
        if (spent) fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many wrong codes. Ask for a new one.' });
        fail(400, 'INVALID_TOKEN', { message: 'The code is incorrect or has expired.' });
      }
      await db.stepUpCodes.update(record, {
        data(draft) {
          draft.used = true;
        },
      });
      const levelOfAssurance = Math.max(session.levelOfAssurance, requiredLevel);
      await db.sessions.update(session, {
        data(draft) {
          draft.levelOfAssurance = levelOfAssurance;
        },
      });
      return response(200).json({ levelOfAssurance });
    }),
  ];
}
