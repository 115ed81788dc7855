/**
 * The authentication service (openapi/authentication-service.yaml): a typed handler for every
 * operation, split by domain into the files beside this one.
 */
import type { MockContext } from '../../core/context.ts';
import { passkeyHandlers } from './passkeys.ts';
import { signInHandlers } from './sign-in.ts';
import { stepUpHandlers } from './step-up.ts';

export { AUTHENTICATION_SERVICE_BASE } from './http.ts';
export { NEXO_LOGIN_URL } from './sign-in.ts';

export function authenticationServiceHandlers(context: MockContext) {
  return [...signInHandlers(context), ...stepUpHandlers(context), ...passkeyHandlers(context)];
}
