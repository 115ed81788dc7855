import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import { refetchAfter } from './keys';
import { orchestrator } from './services';

export type ContactMethod = components['schemas']['ContactMethod'];
export type ContactInfo = components['schemas']['ContactInfo'];

/**
 * GET /persons/me/contact-info: the signed-in person's emails and phones. Always re-read when a screen
 * mounts: another tab, or the add and verify flows, change it.
 */
export const contactInfoQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me/contact-info', undefined, { staleTime: 0 });

/**
 * The list is read again after a change to the person's contact methods: inside the add mutation,
 * and by the delete, whose "not found" answer also means the list is stale.
 */
export function invalidateContactInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contactInfoQueryOptions().queryKey });
}

/**
 * DELETE /persons/me/email-addresses or /persons/me/phone-numbers, whichever the method is: an email
 * goes by its address, a phone (PHONE, VOICE or TEXT) by its E.164 number. Written by hand, as the
 * add below: one action to the screen, two paths (a service's `mutationOptions` is one path).
 */
export function deleteContactMethodMutationOptions() {
  return mutationOptions({
    mutationFn: async (method: ContactMethod): Promise<void> => {
      if (method.type === 'EMAIL') {
        await identityOrchestrator.DELETE('/persons/me/email-addresses', {
          params: { query: { emailAddress: method.emailAddress ?? '' } },
        });
      } else {
        await identityOrchestrator.DELETE('/persons/me/phone-numbers', {
          params: { query: { phoneNumber: method.phoneNumber ?? '' } },
        });
      }
    },
  });
}

export type NewContactMethod =
  | { type: 'PHONE'; phoneNumber: string; isPersonal: boolean }
  | { type: 'EMAIL'; emailAddress: string; isPersonal: boolean };

/**
 * POST /persons/me/phone-numbers or /persons/me/email-addresses: adds an unverified method (the
 * add-contact modal of the settings tab and the review-contact-info obligation); the list is read
 * again before `mutateAsync` resolves.
 */
export function addContactMethodMutationOptions() {
  return mutationOptions({
    mutationFn: async (method: NewContactMethod): Promise<void> => {
      if (method.type === 'EMAIL') {
        await identityOrchestrator.POST('/persons/me/email-addresses', {
          body: { emailAddress: method.emailAddress, isPersonal: method.isPersonal },
        });
      } else {
        await identityOrchestrator.POST('/persons/me/phone-numbers', {
          body: { phoneNumber: method.phoneNumber, isPersonal: method.isPersonal },
        });
      }
    },
    ...refetchAfter(contactInfoQueryOptions().queryKey),
  });
}
