/**
 * The change-password call: POST /persons/me/credentials, through the contract's endpoints
 * (src/api/endpoints.ts). It resolves on 204 or throws an ApiError (src/api middleware); ./outcomes.ts
 * decides what a failure means for the screen.
 */
import { useMutation } from '@tanstack/react-query';
import { orchestrator } from '../../api/queries/services';

export type ChangePasswordInput = { oldPassword: string; newPassword: string };

export const useChangePassword = () =>
  useMutation(
    orchestrator.mutation(
      'POST',
      '/persons/me/credentials',
      ({ oldPassword, newPassword }: ChangePasswordInput) => ({
        body: { oldPassword, newPassword },
      }),
    ),
  );
