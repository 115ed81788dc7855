import type { components } from '../generated/identity-orchestrator';
import { orchestrator } from './services';

export type Device = components['schemas']['Device'];

/** GET /persons/me/devices: the person's mobile devices. */
export const devicesQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me/devices', undefined, { staleTime: 0 });

/** DELETE /devices/{id}/authenticationTokens: revokes a device's biometric sign-in. */
export const revokeDeviceMutationOptions = () =>
  orchestrator.mutationOptions('delete', '/devices/{id}/authenticationTokens');
