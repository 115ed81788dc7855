/** A settings tab's code that does not come fails after 120 s, as a route's does. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError } from '../../lib/chunkLoad';
import { settingsTabs } from '../../lib/paths';
import { tabChunks } from './tabs';

// Every tab's module never arrives.
vi.mock('./SwitchClientsTab', () => new Promise(() => undefined));
vi.mock('./ContactInfoTab', () => new Promise(() => undefined));
vi.mock('./ChangePasswordTab', () => new Promise(() => undefined));
vi.mock('./LocalizationTab', () => new Promise(() => undefined));
vi.mock('./PasskeysTab', () => new Promise(() => undefined));
vi.mock('./DevicesTab', () => new Promise(() => undefined));

afterEach(() => vi.useRealTimers());

describe('settings tabs', () => {
  it.each(settingsTabs)('%s: its code fails after the chunk timeout, not before', async (tab) => {
    vi.useFakeTimers();
    let settled = false;
    const loading = tabChunks[tab]().finally(() => (settled = true));
    const failed = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });
});
