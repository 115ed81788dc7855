/** The part of check-auth-path's answer that decides the next step (openapi: `AuthPathChecked`). */
export type AuthPathAnswer = { isLifionLogin?: boolean; isNexoClientRebrandEnabled?: boolean };

/**
 * Whether this product's password comes next for the answer (an empty answer counts as yes), and then the
 * answer's rebrand flag; null when the other sign-in system takes over. The form's call (./api.ts) and the
 * sign-in frame's (./frame/boot.ts) read the answer alike; it imports nothing, as the boot script's imports
 * must not.
 */
export function rebrandIfPasswordNext(answer: AuthPathAnswer | null | undefined): boolean | null {
  return !answer || answer.isLifionLogin ? answer?.isNexoClientRebrandEnabled === true : null;
}
