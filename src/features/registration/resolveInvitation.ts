import type { QueryClient } from '@tanstack/react-query';
import {
  dobObligationQueryOptions,
  identityVerifiersQueryOptions,
  clientFeatureFlagQueryOptions,
  registrationSettingsQueryOptions,
  tokenQueryOptions,
} from '../../api/queries/registration';
import { invitationStep, type InvitationStep } from './invitationStep';

/** Where an invitation link leads (./invitationStep.ts), its calls asked through the app's queries. */
export function resolveInvitation(queryClient: QueryClient, token: string): Promise<InvitationStep> {
  return invitationStep({
    token: () => queryClient.fetchQuery({ ...tokenQueryOptions('registration', token), staleTime: 0 }),
    linkExistingFlag: (clientId) =>
      queryClient.prefetchQuery(
        clientFeatureFlagQueryOptions('enableRegistrationLinkExistingAccount', clientId),
      ),
    dobObligation: (clientId, associateId) =>
      queryClient.fetchQuery(dobObligationQueryOptions(clientId, associateId)),
    identityVerifiers: (clientId, associateId) =>
      queryClient.fetchQuery(identityVerifiersQueryOptions(clientId, associateId)),
    registrationSettings: (clientId, associateId) =>
      queryClient.fetchQuery(registrationSettingsQueryOptions(clientId, associateId)),
  });
}
