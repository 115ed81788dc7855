import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { uiGateway } from '../clients';
import type { components } from '../generated/ui-gateway';
import { apiKey } from './keys';

export type LegalAgreement = components['schemas']['LegalAgreement'];
export type AgreementAcceptance = { agreementName: string; version: string };

/** GET /legal-agreements?keys=: the agreements the page names (the list sits in `data.data`). */
export function legalAgreementsQueryOptions(names: readonly string[]) {
  const keys = names.join(',');
  return queryOptions({
    queryKey: apiKey('ui-gateway', '/legal-agreements', { keys }),
    queryFn: async ({ signal }): Promise<LegalAgreement[]> => {
      const { data } = await uiGateway.GET('/legal-agreements', { params: { query: { keys } }, signal });
      if (data === undefined) throw new Error('empty answer from /legal-agreements');
      return data.data.data;
    },
    staleTime: 0,
  });
}

/** POST /persons/me/legal-agreements: Agree records these agreement versions as accepted. */
export function acceptLegalAgreementsMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('ui-gateway', '/persons/me/legal-agreements'),
    mutationFn: async (legalAgreements: AgreementAcceptance[]): Promise<void> => {
      await uiGateway.POST('/persons/me/legal-agreements', { body: { legalAgreements } });
    },
  });
}
