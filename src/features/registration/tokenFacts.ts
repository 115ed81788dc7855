import type { Token } from '../../api/queries/registration';

/** Default company name when neither the settings nor the token name one. */
export const DEFAULT_COMPANY_NAME_KEY = 'registration:defaultCompany' as const;

/** What a registration token says about whom it is for. */
export function tokenFacts(token: Token) {
  const blob = token.data?.token_blob;
  const extra = token.data?.extra_information;
  return {
    clientId: blob?.client_id ?? blob?.clientId,
    associateId: blob?.associateId ?? token.data?.identifier,
    email: blob?.email ?? extra?.email ?? '',
    firstName: extra?.first_name ?? '',
    lastName: extra?.last_name ?? '',
    companyName: extra?.client_name,
  };
}
