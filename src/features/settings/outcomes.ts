/**
 * What the settings tabs do with an answer, as small pure
 * functions the screens switch on.
 */
import { isHandledGlobally } from '../../api/errors';
import type { Associate, SwitchAssociateResult } from '../../api/queries/associates';
import type { SwitchClientsDetails } from '../../common/session/switchClients';
import { SUPPORT_CLIENT_ID } from '../../lib/supportClient';

/** The all-client access role with its own search and provisioning rule. */
export const IMPL_ROLE = 'all-client-impl-ic-user';

export type AllClientAccessRole = { role: string; ticketUrl?: string | undefined };

export type SwitchOutcome =
  /** The session ended: sign in again as `details.username`, by way of the switch-clients message. */
  | { type: 'signIn'; details: SwitchClientsDetails }
  /** The session acts for the associate now: obligations are checked, then the data reloads. */
  | { type: 'switched' }
  | { type: 'failed' }
  /** A 403 or 412: the app-wide handler is already navigating. */
  | { type: 'handled' };

/** A switch's answer: a username means "sign in again", no content means done. */
export function switchOutcome(result: SwitchAssociateResult | null): SwitchOutcome {
  if (result === null) return { type: 'switched' };
  if (!result.username) return { type: 'failed' };
  const isNexoClient = result.isNexoClient === true;
  return {
    type: 'signIn',
    details: {
      username: result.username,
      ...(result.redirectLoginUrl ? { redirectLoginUrl: result.redirectLoginUrl } : {}),
      isNexoClient,
    },
  };
}

export function switchFailure(error: unknown): SwitchOutcome {
  return isHandledGlobally(error) ? { type: 'handled' } : { type: 'failed' };
}

/** Only associates that have a client are listed. */
export function listedAssociates(
  associates: readonly Associate[],
): Array<Associate & { client: { name: string } }> {
  return associates.filter((associate): associate is Associate & { client: { name: string } } =>
    Boolean(associate.client),
  );
}

export type AssociateState = 'active' | 'suspended' | 'switchable';

export function associateState(associate: Associate): AssociateState {
  if (associate.isCurrentlySelectedAssociate) return 'active';
  if (associate.suspended) return 'suspended';
  return 'switchable';
}

/** The person's all-client access roles, kept only when the first has both role and ticket. */
export function accessRoles(roles: readonly AllClientAccessRole[] | undefined): AllClientAccessRole[] {
  const first = roles?.[0];
  return first?.role && first.ticketUrl ? [...(roles ?? [])] : [];
}

/**
 * Add New Client: with at least one all-client access role and an associate in client 002;
 * the associate it returns is the one that provisions.
 */
export function supportAssociate(
  roles: readonly AllClientAccessRole[] | undefined,
  associates: readonly Associate[],
): Associate | null {
  if (accessRoles(roles).length === 0) return null;
  return associates.find((associate) => associate.clientId === SUPPORT_CLIENT_ID) ?? null;
}

/** The impl role alone leaves clients transitioned to service out of the search. */
export function ignoresTransitionedClients(roles: readonly AllClientAccessRole[] | undefined): boolean {
  const kept = accessRoles(roles);
  return kept.length === 1 && kept[0]?.role === IMPL_ROLE;
}

/** The roles to provision for a client: the impl role is dropped for a client transitioned to service. */
export function rolesToProvision(
  roles: readonly AllClientAccessRole[] | undefined,
  client: { isTransitionedToService?: boolean | undefined },
): Array<{ role: string; ticketUrl: string }> {
  return accessRoles(roles).flatMap(({ role, ticketUrl }) =>
    // A role without its ticket cannot be provisioned (the call requires both).
    ticketUrl && !(client.isTransitionedToService && role === IMPL_ROLE) ? [{ role, ticketUrl }] : [],
  );
}
