/**
 * GET /check's answer as the app's value: who is signed in, and how. Client-free, so the first
 * screens' inline script (src/app/firstScreens.ts) decides with the app's own reading of it.
 */
import type { components as AuthenticationComponents } from './generated/authentication-service';

export type AuthenticationMethod = AuthenticationComponents['schemas']['AuthenticationMethod'];

/** The sign-in system whose sessions get the other system's logout ("Nexo, Lifion"). */
export const NEXO_AUTHENTICATION_METHOD: AuthenticationMethod = 'Nexo';

export type AuthCheck =
  | {
      authenticated: true;
      authenticationMethod: AuthenticationMethod;
      levelOfAssurance: number;
      /** Signed in through the other sign-in system. */
      isNexo: boolean;
    }
  | { authenticated: false };

export const NOT_AUTHENTICATED: AuthCheck = Object.freeze({ authenticated: false });

export type AuthCheckBody = AuthenticationComponents['schemas']['AuthCheckResult'];

/** GET /check's 200 body as the app's value (also for the answer the sign-in frame's boot script got). */
export function authCheckOf(data: AuthCheckBody): Extract<AuthCheck, { authenticated: true }> {
  return {
    authenticated: true,
    authenticationMethod: data.authentication_method,
    levelOfAssurance: data.levelOfAssurance,
    isNexo: data.authentication_method === NEXO_AUTHENTICATION_METHOD,
  };
}
