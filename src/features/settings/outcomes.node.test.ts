import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError } from '../../api/errors';
import type { Associate } from '../../api/queries/associates';
import {
  accessRoles,
  associateState,
  ignoresTransitionedClients,
  listedAssociates,
  rolesToProvision,
  supportAssociate,
  switchFailure,
  switchOutcome,
} from './outcomes';

const associate = (over: Partial<Associate>): Associate => ({
  associateId: 'a',
  clientId: 'c',
  isCurrentlySelectedAssociate: false,
  suspended: false,
  client: { name: 'C' },
  ...over,
});
const IMPL = { role: 'all-client-impl-ic-user', ticketUrl: '/t/1' };
const OTHER = { role: 'all-client-admin', ticketUrl: '/t/2' };

describe('switch outcomes', () => {
  it('reads no content as switched, a username as sign in again', () => {
    expect(switchOutcome(null)).toEqual({ type: 'switched' });
    expect(switchOutcome({ username: 'ava', redirectLoginUrl: '/x', isNexoClient: true })).toEqual({
      type: 'signIn',
      details: { username: 'ava', redirectLoginUrl: '/x', isNexoClient: true },
    });
    expect(switchOutcome({ username: '', redirectLoginUrl: '/x' })).toEqual({ type: 'failed' });
  });

  it('leaves a 403 to the app-wide handler and fails on anything else', () => {
    expect(switchFailure(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 't'))).toEqual({
      type: 'handled',
    });
    expect(switchFailure(new ApiError(503, 'UNKNOWN_ERROR', [], 't'))).toEqual({ type: 'failed' });
    expect(switchFailure(new TypeError('network'))).toEqual({ type: 'failed' });
  });

  it('lists associates with a client only, each active, suspended or switchable', () => {
    const list = [associate({ associateId: '1' }), associate({ associateId: '2', client: undefined })];
    expect(listedAssociates(list).map((a) => a.associateId)).toEqual(['1']);
    expect(associateState(associate({ isCurrentlySelectedAssociate: true }))).toBe('active');
    expect(associateState(associate({ suspended: true }))).toBe('suspended');
    expect(associateState(associate({}))).toBe('switchable');
  });
});

describe('all-client access', () => {
  it('keeps the roles only when the first has a role and a ticket', () => {
    expect(accessRoles([IMPL, OTHER])).toEqual([IMPL, OTHER]);
    expect(accessRoles([{ role: 'x' }, OTHER])).toEqual([]);
    expect(accessRoles(undefined)).toEqual([]);
  });

  it('offers Add New Client with a role and an associate in client 002', () => {
    const inSupport = associate({ associateId: 's', clientId: '002' });
    expect(supportAssociate([IMPL], [associate({}), inSupport])).toBe(inSupport);
    expect(supportAssociate([], [inSupport])).toBeNull();
    expect(supportAssociate([IMPL], [associate({})])).toBeNull();
  });

  it('leaves transitioned clients out of the search for the impl role alone', () => {
    expect(ignoresTransitionedClients([IMPL])).toBe(true);
    expect(ignoresTransitionedClients([IMPL, OTHER])).toBe(false);
    expect(ignoresTransitionedClients([OTHER])).toBe(false);
  });

  it('drops the impl role for a client transitioned to service', () => {
    expect(rolesToProvision([IMPL, OTHER], { isTransitionedToService: true })).toEqual([OTHER]);
    expect(rolesToProvision([IMPL, OTHER], { isTransitionedToService: false })).toEqual([IMPL, OTHER]);
  });
});
