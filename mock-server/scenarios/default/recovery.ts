/** Password recovery: ava's reset-password links. */
import type { DemoToken } from './tokens.ts';

export const recoveryTokens: DemoToken[] = [
  {
    token: 'reset-ava',
    summary: 'valid reset-password link for ava: `/auth/forgot-password/reset?token=reset-ava`',
    kind: 'resetPassword',
    personId: 'person-ava',
    email: 'ava.associate@example.com',
  },
  {
    token: 'reset-expired',
    summary: 'an expired reset-password link',
    kind: 'resetPassword',
    personId: 'person-ava',
    email: 'ava.associate@example.com',
    expired: true,
  },
];
