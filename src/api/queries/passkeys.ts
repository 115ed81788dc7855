import { apiKey } from './keys';
import { authentication } from './services';

const LIST = apiKey('authentication-service', '/passkeys');

/** GET /passkeys: the signed-in person's passkeys, newest first. */
export const passkeysQueryOptions = () =>
  authentication.query('GET', '/passkeys', undefined, { staleTime: 0 });

/** PATCH /passkeys/{passkeyId}: renames one; the list is read again. */
export const renamePasskeyMutationOptions = () =>
  authentication.mutation(
    'PATCH',
    '/passkeys/{passkeyId}',
    ({ id, name }: { id: string; name: string }) => ({ params: { path: { passkeyId: id } }, body: { name } }),
    { invalidates: () => [LIST] },
  );

/** DELETE /passkeys/{passkeyId}: removes one (the password stays); the list is read again. */
export const removePasskeyMutationOptions = () =>
  authentication.mutation(
    'DELETE',
    '/passkeys/{passkeyId}',
    (id: string) => ({ params: { path: { passkeyId: id } } }),
    { invalidates: () => [LIST] },
  );
