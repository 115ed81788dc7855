import type { components } from '../generated/ui-gateway';
import { gateway } from './services';

export type LegalAgreement = components['schemas']['LegalAgreement'];
export type AgreementAcceptance = { agreementName: string; version: string };

/** GET /legal-agreements?keys=: the agreements the page names (the list sits in `data.data`). */
export const legalAgreementsQueryOptions = (names: readonly string[]) =>
  gateway.queryOptions(
    'get',
    '/legal-agreements',
    { params: { query: { keys: names.join(',') } } },
    { staleTime: 0, select: (answer): LegalAgreement[] => answer.data.data },
  );

/** POST /persons/me/legal-agreements: Agree records these agreement versions as accepted. */
export const acceptLegalAgreementsMutationOptions = () =>
  gateway.mutationOptions('post', '/persons/me/legal-agreements');
