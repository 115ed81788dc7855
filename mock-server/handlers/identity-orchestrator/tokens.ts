/** Tokens: load, validate, execute and destroy them; emailed codes; associate invitations (account linking). */
import { overLimit } from '../../core/attempts.ts';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { newCode, sendMail } from '../../core/outbox.ts';
import { requireSession } from '../../core/session.ts';
import { contactMethodsOf, emailOwner, sameAddress } from './contact-methods.ts';
import { createHttp } from './http.ts';
import { countCodeSend, EMAIL_CHANGE_LIMIT, EMAIL_CHANGE_WINDOW_MS } from './limits.ts';
import { checkPassword, setPassword } from './passwords.ts';
import { personByUsername, resolveObligations } from './people.ts';
import {
  createToken,
  executableTokenOrFail,
  findToken,
  isLive,
  liveTokenOrFail,
  spendToken,
  tokenFacts,
  tokenView,
} from './token-records.ts';

export function tokenHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  /** Emails the code of an email-verification token. */
  const mailCode = (to: string, code: string) =>
    sendMail(context, {
      to,
      kind: 'emailVerificationCode',
      subject: `Your verification code is ${code}`,
      code,
    });

  return [
    http.get('/tokens/{kind}/{token}', ({ params, query, response }) => {
      const record = liveTokenOrFail(context, params.kind, params.token);
      const { aimPic } = tokenFacts(record);
      if (aimPic) {
        fail(400, 'REDIRECT_TO_AIM_REGISTRATION_ERROR', {
          message: 'Complete this registration in the registration portal.',
          details: { pic: aimPic },
        });
      }
      return response(200).json(tokenView(record, query.get('extended') === 'true'));
    }),

    http.delete('/tokens/{kind}/{token}', ({ params, response }) => {
      const record = findToken(context, params.kind, params.token);
      if (!record) fail(404, 'TOKEN_LOAD_VERIFY_FAILURE', { message: 'No such token.' });
      db.tokens.delete(record);
      return response(204).empty();
    }),

    http.post('/tokens/execute', async ({ request, response }) => {
      const { kind, token, data = {} } = await request.json();
      const record = executableTokenOrFail(context, kind, token);
      const required = (field: 'code' | 'username' | 'password') => {
        const value = data[field];
        if (value === undefined)
          fail(400, 'INVALID_REQUEST', {
            message: `data.${field} is required for a ${kind} token.`,
            details: { field: `data.${field}` },
          });
        return value;
      };
      const ownerId = () => {
        if (!record.personId) fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The token has no owner.' });
        return record.personId;
      };

      switch (kind) {
        case 'resetPassword': {
          const password = required('password');
          const personId = ownerId();
          checkPassword(context, personId, password);
          await setPassword(context, personId, password);
          break;
        }
        case 'emailVerification': {
          const code = required('code');
          const personId = ownerId();
          if (record.code === null || record.code !== code)
            fail(400, 'INVALID_TOKEN', { message: 'The code is incorrect.' });
          const method = contactMethodsOf(context, personId).emails.find(
            (email) => record.email !== null && sameAddress(email.emailAddress, record.email),
          );
          if (method) {
            await db.contactMethods.update(method, {
              data(draft) {
                draft.isVerified = true;
                draft.lastModifiedAt = clock.now();
              },
            });
          }
          await resolveObligations(context, personId, ['verifyEmail']);
          break;
        }
        case 'createCredential': {
          const username = required('username');
          const password = required('password');
          const personId = ownerId();
          const holder = personByUsername(context, username);
          if (holder && holder.id !== personId)
            fail(409, 'DUPLICATE_USERNAME', { message: 'User ID already taken.' });
          checkPassword(context, personId, password);
          await db.persons.update((q) => q.where({ id: personId }), {
            data(draft) {
              draft.username = username;
            },
          });
          await setPassword(context, personId, password);
          break;
        }
        case 'ssoServiceProvider':
          // The person confirmed who they are; nothing else to do but use the token up.
          break;
        default:
          fail(400, 'TOKEN_EXECUTE_FAILURE', { message: `A ${kind} token is not executed with this call.` });
      }
      await spendToken(context, record);
      return response(204).empty();
    }),

    http.post('/tokens/validate', async ({ request, response }) => {
      const { kind, token, data } = await request.json();
      const record = liveTokenOrFail(context, kind, token);
      return response(200).json({
        data: {
          ...(data.code !== undefined
            ? { code: { isValid: record.code !== null && record.code === data.code } }
            : {}),
          ...(data.username !== undefined
            ? { username: { exists: personByUsername(context, data.username) !== undefined } }
            : {}),
        },
      });
    }),

    http.post('/tokens/codeEmailVerification', async ({ request, response }) => {
      const { kind, token } = await request.json();
      const record = liveTokenOrFail(context, kind, token);
      if (kind !== 'emailVerification' && kind !== 'registrationEmailVerification') {
        fail(400, 'INVALID_TOKEN', { message: `A ${kind} token has no code to send.` });
      }
      if (!record.email)
        fail(400, 'INVALID_REQUEST', { message: 'The token has no email address to send to.' });
      await countCodeSend(context, record.token);
      // Sending again repeats the same code, so a code already on its way stays good.
      const code = record.code ?? newCode();
      if (record.code === null) {
        await db.tokens.update(record, {
          data(draft) {
            draft.code = code;
          },
        });
      }
      await mailCode(record.email, code);
      return response(204).empty();
    }),

    http.post('/tokens/prepareCodeEmailVerification', async ({ request, response }) => {
      const { emailAddress, associateToken } = await request.json();
      liveTokenOrFail(context, 'registration', associateToken);
      if (emailOwner(context, emailAddress)) {
        fail(409, 'EMAIL_ADDRESS_ALREADY_EXISTS', {
          message: 'This email address already belongs to an account.',
        });
      }
      await countCodeSend(context, associateToken);
      const code = newCode();
      const created = await createToken(context, {
        kind: 'registrationEmailVerification',
        personId: null,
        email: emailAddress,
        data: { associateToken },
        code,
      });
      await mailCode(emailAddress, code);
      return response(200).json({ data: { token: created.token } });
    }),

    http.post('/tokens/emailVerification', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { emailAddress, oldEmail } = await request.json();
      const old = contactMethodsOf(context, person.id).emails.find((email) =>
        sameAddress(email.emailAddress, oldEmail),
      );
      if (!old) fail(400, 'INVALID_EMAIL', { message: `${oldEmail} is not one of your email addresses.` });
      const unchanged = sameAddress(old.emailAddress, emailAddress);
      if (!unchanged && emailOwner(context, emailAddress))
        fail(409, 'EMAIL_ALREADY_EXISTS', { message: 'This email is taken.' });
      if (await overLimit(context, 'emailChange', person.id, EMAIL_CHANGE_LIMIT, EMAIL_CHANGE_WINDOW_MS)) {
        fail(403, 'TOO_MANY_ATTEMPTS', {
          message: 'The email address was changed too often. Wait 5 minutes.',
        });
      }
      if (!unchanged) {
        await db.contactMethods.update(old, {
          data(draft) {
            draft.emailAddress = emailAddress;
            draft.isVerified = false;
            draft.lastModifiedAt = clock.now();
          },
        });
      }
      const code = newCode();
      const created = await createToken(context, {
        kind: 'emailVerification',
        personId: person.id,
        email: emailAddress,
        code,
      });
      await mailCode(emailAddress, code);
      return response(200).json(tokenView(created, false));
    }),

    http.post('/persons/me/tokens', async ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const unverified = contactMethodsOf(context, person.id).emails.find((email) => !email.isVerified);
      if (!unverified?.emailAddress)
        fail(400, 'EMAIL_IS_ALREADY_VERIFIED', { message: 'Your email address is already verified.' });
      await countCodeSend(context, person.id);
      const code = newCode();
      const created = await createToken(context, {
        kind: 'emailVerification',
        personId: person.id,
        email: unverified.emailAddress,
        code,
      });
      await mailCode(unverified.emailAddress, code);
      return response(200).json(tokenView(created, false));
    }),

    http.get('/associate-tokens/{token}', ({ params, query, response }) => {
      const record = liveTokenOrFail(context, 'associateInvitation', params.token);
      return response(200).json(tokenView(record, query.get('extended') === 'true'));
    }),

    http.delete('/associate-tokens/{token}', ({ params, response }) => {
      const record = findToken(context, 'associateInvitation', params.token);
      if (!record) fail(404, 'TOKEN_LOAD_VERIFY_FAILURE', { message: 'No such invitation.' });
      db.tokens.delete(record);
      return response(204).empty();
    }),

    http.post('/associate-tokens/execute', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { personId, token } = await request.json();
      if (personId !== person.id)
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'You can only link an invitation to yourself.' });
      const record = findToken(context, 'associateInvitation', token);
      if (!record) fail(404, 'TOKEN_LOAD_VERIFY_FAILURE', { message: 'No such invitation.' });
      if (!isLive(context, record))
        fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The invitation has expired or was already used.' });
      const { associateId } = tokenFacts(record);
      const associate = associateId
        ? db.associates.findFirst((q) => q.where({ id: associateId }))
        : undefined;
      if (!associate || (associate.personId !== null && associate.personId !== person.id)) {
        fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The invited associate cannot be linked.' });
      }
      await db.associates.update(associate, {
        data(draft) {
          draft.personId = person.id;
          draft.isCurrentlySelectedAssociate = false;
          draft.isPersonalAssociate = false;
        },
      });
      await spendToken(context, record);
      return response(204).empty();
    }),
  ];
}
