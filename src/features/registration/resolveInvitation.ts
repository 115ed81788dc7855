import type { QueryClient } from '@tanstack/react-query';
import {
  dobObligationQueryOptions,
  identityVerifiersQueryOptions,
  clientFeatureFlagQueryOptions,
  registrationSettingsQueryOptions,
  tokenQueryOptions,
} from '../../api/queries/registration';
import type { RedirectResult } from '../../lib/results';
import { isValidEmail } from '../../lib/validation/email';
import { tokenLoadOutcome } from './outcomes';
import { tokenFacts } from './tokenFacts';

/** Where an invitation link leads (spec section 4 "Invited registration"). */
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

/**
 * Runs the invitation's calls in the spec's order: the token (a bad one ends on the bad-token page, a
 * registration-portal one on FAILURE_REDIRECT_TO_AIM), the link-existing flag, then, with client and
 * associate ids, the date-of-birth requirement (no date on file: FAILURE_INCOMPLETE_PROFILE). A token
 * whose email is not an address goes straight to account creation, as does one whose settings say
 * so. A transient failure is thrown, for the page's Try again.
 */
export async function resolveInvitation(queryClient: QueryClient, token: string): Promise<InvitationStep> {
  let loaded;
  try {
    loaded = await queryClient.fetchQuery(tokenQueryOptions('registration', token));
  } catch (error) {
    const outcome = tokenLoadOutcome(error, 'BAD_REGISTRATION_TOKEN');
    if (outcome.type === 'result') return outcome;
    throw error;
  }
  const facts = tokenFacts(loaded);
  if (facts.clientId)
    await queryClient.prefetchQuery(
      clientFeatureFlagQueryOptions('enableRegistrationLinkExistingAccount', facts.clientId),
    );
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
  try {
    const obligation = await queryClient.fetchQuery(dobObligationQueryOptions(clientId, associateId));
    const dobRequired = obligation.verificationFields.some((field) => field.kind === 'dob');
    if (dobRequired) {
      const verifiers = await queryClient.fetchQuery(identityVerifiersQueryOptions(clientId, associateId));
      if (!verifiers.identityVerifiers.isDobPresent)
        return { type: 'result', result: { kind: 'FAILURE_INCOMPLETE_PROFILE' } };
    }
    const settings = await queryClient.fetchQuery(registrationSettingsQueryOptions(clientId, associateId));
    if (settings.skipToCreateAccount && !dobRequired) return { type: 'createAccount' };
    return {
      type: 'welcome',
      firstName: settings.associateFirstName || facts.firstName,
      companyName: settings.companyName || facts.companyName || null,
      clientId,
      dobCheck: dobRequired ? { clientId, associateId } : null,
    };
  } catch (error) {
    const outcome = tokenLoadOutcome(error, 'BAD_REGISTRATION_TOKEN');
    if (outcome.type === 'result') return outcome;
    throw error;
  }
}
