/**
 * The script chunk load timeout (120 s): a screen's code that does not come
 * fails to the unsupported page with Reload; a chunk a deploy removed reloads the page once.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../src/lib/browser';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_KEY,
  ChunkLoadTimeoutError,
  chunkLoaded,
  reloadOnceForStaleChunk,
  withChunkTimeout,
} from '../../src/lib/chunkLoad';
import { initI18n } from '../../src/app/i18n';
import { RouteError } from '../../src/app/RouteError';

const i18n = initI18n('en-US');
const stale = () => new TypeError('Failed to fetch dynamically imported module: /auth/assets/Page-abc123.js');
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  sessionStorage.removeItem(CHUNK_RELOAD_KEY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withChunkTimeout', () => {
  it('fails a load still pending after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => undefined));
    const failed = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await failed;
  });

  it('passes a load that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('code'), 1000)).resolves.toBe('code');
  });
});

describe('reloadOnceForStaleChunk', () => {
  it('reloads once per path for a chunk that cannot be fetched, then lets the error show', () => {
    expect(reloadOnceForStaleChunk(stale(), '/auth/user')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForStaleChunk(stale(), '/auth/user')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A screen that loaded clears it: a later deploy may reload again.
    chunkLoaded();
    expect(reloadOnceForStaleChunk(stale(), '/auth/user')).toBe(true);
  });

  it('does not reload for other errors', () => {
    expect(reloadOnceForStaleChunk(new Error('render bug'), '/auth/user')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('RouteError', () => {
  function renderFailing(error: unknown) {
    const router = createMemoryRouter(
      [
        {
          path: '/auth/user',
          errorElement: <RouteError />,
          loader: () => {
            throw error;
          },
          element: <p>never</p>,
        },
      ],
      { initialEntries: ['/auth/user'] },
    );
    return render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  }

  it('offers Reload on the unsupported page when a screen did not load in time', async () => {
    renderFailing(new ChunkLoadTimeoutError('late'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /something went wrong/i }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers no Reload for a render bug', async () => {
    renderFailing(new Error('bug'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /something went wrong/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
