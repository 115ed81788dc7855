/** The server's password rules, the password error it answers with, and changing a person's password. */
import type { MockContext } from '../../core/context.ts';
import { fail, type ErrorCode } from '../../core/errors.ts';

/** Earlier passwords kept for the "used recently" rule. */
export const PASSWORD_HISTORY_SIZE = 5;

/** Passwords that meet the composition rules but are far too common (compared case-insensitively). */
export const PASSWORD_BLACKLIST = [
  'Password123!',
  'Password1!',
  'Qwerty123!',
  'Welcome123!',
  'Letmein1!',
  'Admin@123',
  'Changeme1!',
];

export interface PasswordProblem {
  code: Extract<
    ErrorCode,
    | 'LENGTH_RULE'
    | 'PASSWORD_PRECONDITION_UNMATCHED'
    | 'PASSWORD_BLACKLISTED'
    | 'PASSWORD_3_SEQUENTIAL_CHARS'
    | 'PASSWORD_3_REPEATED_CHARS'
    | 'TOO_WEAK_PASSWORD'
  >;
  message: string;
}

function hasThreeSequential(password: string): boolean {
  const lower = password.toLowerCase();
  for (let index = 0; index + 2 < lower.length; index++) {
    const run = lower.slice(index, index + 3);
    if (!/^[a-z]{3}$/.test(run) && !/^[0-9]{3}$/.test(run)) continue;
    const [a, b, c] = [run.charCodeAt(0), run.charCodeAt(1), run.charCodeAt(2)];
    if ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) return true;
  }
  return false;
}

/**
 * The server's password rules, first broken rule wins: length 8–72, a digit, an upper- and a
 * lower-case letter and a special character, not blacklisted, no three sequential (abc, 321) or
 * repeated (aaa) characters, not the current password nor one in the history. null when it passes.
 */
export function passwordProblem(
  password: string,
  previous: { current?: string | null; history?: string[] } = {},
): PasswordProblem | null {
  if (password.length < 8 || password.length > 72) {
    return { code: 'LENGTH_RULE', message: 'The password must be 8 to 72 characters long.' };
  }
  if (
    !/[0-9]/.test(password) ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/[^A-Za-z0-9]/.test(password)
  ) {
    return {
      code: 'PASSWORD_PRECONDITION_UNMATCHED',
      message:
        'The password needs a digit, an upper-case letter, a lower-case letter and a special character.',
    };
  }
  if (PASSWORD_BLACKLIST.some((common) => common.toLowerCase() === password.toLowerCase())) {
    return { code: 'PASSWORD_BLACKLISTED', message: 'This password is too common. Choose another one.' };
  }
  if (hasThreeSequential(password)) {
    return {
      code: 'PASSWORD_3_SEQUENTIAL_CHARS',
      message: 'The password may not contain 3 sequential characters.',
    };
  }
  if (/(.)\1\1/i.test(password)) {
    return {
      code: 'PASSWORD_3_REPEATED_CHARS',
      message: 'The password may not contain 3 repeated characters.',
    };
  }
  if (password === previous.current || (previous.history ?? []).includes(password)) {
    return {
      code: 'TOO_WEAK_PASSWORD',
      message: "You've used this password recently. Please choose another password.",
    };
  }
  return null;
}

/**
 * A password error: the code on the envelope and on the first two errors (the change-password
 * screen reads the second error's code, the others the first).
 */
export function failPassword(code: ErrorCode, message: string): never {
  fail(400, code, {
    message,
    errors: [
      { code, message },
      { code, message },
    ],
  });
}

/** Answers 400 with the first broken rule of the person's new password, if any. */
export function checkPassword(context: MockContext, personId: string | null, password: string): void {
  const credential = personId ? context.db.credentials.findFirst((q) => q.where({ personId })) : undefined;
  const problem = passwordProblem(password, {
    current: credential?.password ?? null,
    history: credential?.history ?? [],
  });
  if (problem) failPassword(problem.code, problem.message);
}

/** Sets the person's password, the old one going into the history. */
export async function setPassword(context: MockContext, personId: string, password: string): Promise<void> {
  const { db, clock } = context;
  const credential = db.credentials.findFirst((q) => q.where({ personId }));
  if (!credential) {
    await db.credentials.create({ personId, password, history: [], changedAt: clock.now() });
    return;
  }
  await db.credentials.update(credential, {
    data(draft) {
      draft.history = [draft.password, ...draft.history].slice(0, PASSWORD_HISTORY_SIZE);
      draft.password = password;
      draft.changedAt = clock.now();
    },
  });
}
