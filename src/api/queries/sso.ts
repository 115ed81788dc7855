import { authentication } from './services';

/** POST /saml/as-sp/clients/identity-providers/search: the identity providers of an address. */
export const identityProviderSearchMutationOptions = () =>
  authentication.mutationOptions('post', '/saml/as-sp/clients/identity-providers/search');
