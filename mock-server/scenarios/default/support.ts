/** Support staff and the impersonation they can open. */
import type { MockContext } from '../../core/context.ts';
import { supportStaffPersona } from './personas.ts';

export const sam = supportStaffPersona(
  'sam.support',
  [{ role: 'all-client-impl-ic-user', ticketUrl: '/__mock/pages/tickets/SUP-1042' }],
  {
    summary:
      'support staff: all-client access role `all-client-impl-ic-user`, associate in client `002` and in the other sign-in system\'s client Nexo Components: Add New Client on the account settings\' switch-clients tab (search "Al" for Alder Schools); switching to Nexo Components signs him out to the switch-clients message',
    clients: ['002', 'nexo-co'],
  },
);

/** `imp-1`: sam.support impersonating ava at Acme (`/auth/impersonation?impersonationId=imp-1`). */
export async function seedImpersonations({ db }: MockContext): Promise<void> {
  await db.impersonations.create({
    id: 'imp-1',
    clientId: 'acme',
    associateId: 'assoc-ava-acme',
    reason: null,
    startedBy: null,
  });
}
