import { identityOrchestrator } from '../../../api';
import { rememberAccount } from '../../../lib/rememberedAccounts';

/**
 * After a sign-in with "Remember me on this device" ticked: the username with the person's name (GET
 * /persons/me; without an answer, the username alone). Loaded only then, off the first load.
 */
export async function rememberSignedIn(username: string): Promise<void> {
  // Direct: a sign-in follow-up, before the page after it has a query client.
  const person = await identityOrchestrator.GET('/persons/me').catch(() => null);
  const me = person?.data;
  rememberAccount(username, me ? `${me.firstName} ${me.lastName}`.trim() : '');
}
