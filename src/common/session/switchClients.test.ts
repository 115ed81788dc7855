import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSwitchClientsDetails,
  readSwitchClientsDetails,
  storeSwitchClientsDetails,
  SWITCH_CLIENTS_STORAGE_KEY,
} from './switchClients';

afterEach(() => sessionStorage.clear());

describe('switch-clients details', () => {
  it('keeps what a switch stored for this tab, until cleared', () => {
    storeSwitchClientsDetails({ username: 'nora.newco', redirectLoginUrl: '/x', isNexoClient: true });
    expect(sessionStorage.getItem(SWITCH_CLIENTS_STORAGE_KEY)).not.toBeNull();
    expect(readSwitchClientsDetails()).toEqual({
      username: 'nora.newco',
      redirectLoginUrl: '/x',
      isNexoClient: true,
    });
    clearSwitchClientsDetails();
    expect(readSwitchClientsDetails()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no username', JSON.stringify({ redirectLoginUrl: '/x' })],
    ['an empty username', JSON.stringify({ username: '' })],
    ['a username too long', JSON.stringify({ username: 'u'.repeat(256) })],
    ['a URL that is not a string', JSON.stringify({ username: 'u', redirectLoginUrl: 5 })],
    ['a flag that is not a boolean', JSON.stringify({ username: 'u', isNexoClient: 'yes' })],
  ])('ignores a stored value with %s', (_, raw) => {
    sessionStorage.setItem(SWITCH_CLIENTS_STORAGE_KEY, raw);
    expect(readSwitchClientsDetails()).toBeNull();
  });
});
