/**
 * The change-password call: POST /persons/me/credentials. It resolves on 204 or throws an ApiError
 * (src/api middleware); ./outcomes.ts decides what a failure means for the screen.
 */
import { useMutation } from '@tanstack/react-query';
import { identityOrchestrator } from '../../api';

export type ChangePasswordInput = { oldPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    mutationKey: ['password', 'change'],
    mutationFn: async ({ oldPassword, newPassword }: ChangePasswordInput) => {
      await identityOrchestrator.POST('/persons/me/credentials', { body: { oldPassword, newPassword } });
    },
  });
}
