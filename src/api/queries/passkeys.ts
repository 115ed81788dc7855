import { refetchAfter } from './keys';
import { authentication } from './services';

/** GET /passkeys: the signed-in person's passkeys, newest first. */
export const passkeysQueryOptions = () =>
  authentication.queryOptions('get', '/passkeys', undefined, { staleTime: 0 });

/** PATCH /passkeys/{passkeyId}: renames one; the list is read again. */
export const renamePasskeyMutationOptions = () =>
  authentication.mutationOptions(
    'patch',
    '/passkeys/{passkeyId}',
    refetchAfter(passkeysQueryOptions().queryKey),
  );

/** DELETE /passkeys/{passkeyId}: removes one (the password stays); the list is read again. */
export const removePasskeyMutationOptions = () =>
  authentication.mutationOptions(
    'delete',
    '/passkeys/{passkeyId}',
    refetchAfter(passkeysQueryOptions().queryKey),
  );
