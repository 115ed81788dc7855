import type { components } from '../../api/generated/identity-orchestrator.ts';
import type { RedirectResult } from '../../lib/results.ts';
import { isValidEmail } from '../../lib/validation/emailAddress.ts';
import { tokenFacts } from './tokenFacts.ts';

type Schemas = components['schemas'];

/** Where an invitation link leads. */
export type InvitationStep =
  | { type: 'result'; result: RedirectResult }
  | { type: 'createAccount' }
  | {
      type: 'welcome';
      firstName: string;
      /** Null: the settings named none, the page says "Your company". */
      companyName: string | null;
      /**
       * The invitation's client, whose flag enableRegistrationLinkExistingAccount decides the "already
       * have an account" card (read with useFeatureFlag; looked up here first, in the spec's order).
       */
      clientId: string | null;
      /** The date-of-birth check comes first, for this associate. */
      dobCheck: { clientId: string; associateId: string } | null;
    };

/** The invitation's calls, each a GET but the flag's, asked in the order `invitationStep` names them. */
export type InvitationReads = {
  token: () => Promise<Schemas['Token']>;
  linkExistingFlag: (clientId: string) => Promise<unknown>;
  dobObligation: (clientId: string, associateId: string) => Promise<Schemas['DobObligation']>;
  identityVerifiers: (clientId: string, associateId: string) => Promise<Schemas['IdentityVerifiersResponse']>;
  registrationSettings: (clientId: string, associateId: string) => Promise<Schemas['RegistrationSettings']>;
};

/**
 * Runs the invitation's calls in the spec's order: the token, the link-existing flag, then, with
 * client and associate ids, the date-of-birth requirement (no date on file: FAILURE_INCOMPLETE_PROFILE).
 * A token whose email is not an address goes straight to account creation, as does one whose settings
 * say so. A failed call is thrown: the token page's code table (`tokenRefused`) says what it means.
 * Free of any client or library: the app asks through its queries (./resolveInvitation.ts), the link's
 * first screen (src/app/firstScreens.ts) decides from the answers its document read.
 */
export async function invitationStep(reads: InvitationReads): Promise<InvitationStep> {
  const facts = tokenFacts(await reads.token());
  if (facts.clientId) await reads.linkExistingFlag(facts.clientId);
  if (!isValidEmail(facts.email)) return { type: 'createAccount' };
  if (!facts.clientId || !facts.associateId) {
    return {
      type: 'welcome',
      firstName: facts.firstName,
      companyName: facts.companyName ?? null,
      clientId: facts.clientId ?? null,
      dobCheck: null,
    };
  }
  const { clientId, associateId } = facts;
  const obligation = await reads.dobObligation(clientId, associateId);
  const dobRequired = obligation.verificationFields.some((field) => field.kind === 'dob');
  if (dobRequired) {
    const verifiers = await reads.identityVerifiers(clientId, associateId);
    if (!verifiers.identityVerifiers.isDobPresent)
      return { type: 'result', result: { kind: 'FAILURE_INCOMPLETE_PROFILE' } };
  }
  const settings = await reads.registrationSettings(clientId, associateId);
  if (settings.skipToCreateAccount && !dobRequired) return { type: 'createAccount' };
  return {
    type: 'welcome',
    firstName: settings.associateFirstName || facts.firstName,
    companyName: settings.companyName || facts.companyName || null,
    clientId,
    dobCheck: dobRequired ? { clientId, associateId } : null,
  };
}
