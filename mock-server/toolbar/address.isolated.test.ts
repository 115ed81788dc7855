/** The address's actions are done before the address is cleaned of them: a script waiting for the clean address finds them done. */
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('../client.ts');
});

it('?mock-fault: the fault is armed before the address loses the action', async () => {
  let armed!: () => void;
  const injectFault = vi.fn(() => new Promise<void>((resolve) => (armed = resolve)));
  vi.doMock('../client.ts', () => ({ mockControl: () => ({ injectFault }) }));
  window.history.replaceState(null, '', '/auth/login?mock-fault=GET:/persons/me:503');
  const { runAddressActions } = await import('./address.ts');

  const leaving = runAddressActions(() => undefined);
  await vi.waitFor(() =>
    expect(injectFault).toHaveBeenCalledWith({ method: 'GET', path: '/persons/me', status: 503 }),
  );
  expect(window.location.search).toBe('?mock-fault=GET:/persons/me:503');
  armed();
  expect(await leaving).toBe(true);
  expect(window.location.search).toBe('');
});
