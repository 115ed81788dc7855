import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import { apiKey } from './keys';

export type Device = components['schemas']['Device'];

/** GET /persons/me/devices: the person's mobile devices (spec section 3 "Device"). */
export function devicesQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/devices'),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.GET('/persons/me/devices', { signal });
      if (data === undefined) throw new Error('empty answer from /persons/me/devices');
      return data;
    },
    staleTime: 0,
  });
}

/** DELETE /devices/{id}/authenticationTokens: revokes a device's biometric sign-in. */
export function revokeDeviceMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/devices/{id}/authenticationTokens'),
    mutationFn: async (deviceId: string): Promise<void> => {
      await identityOrchestrator.DELETE('/devices/{id}/authenticationTokens', {
        params: { path: { id: deviceId } },
      });
    },
  });
}
