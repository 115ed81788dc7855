import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { createPageView, failedChunkName, startFieldMetrics, VITALS_MESSAGE } from './fieldMetrics';

function fakeLogger() {
  return { log: vi.fn(), flush: vi.fn(() => Promise.resolve()) };
}

function metric(name: Metric['name'], value: number): Metric {
  return { name, value, navigationType: 'navigate' } as Metric;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  // A tab that has its CSRF token already: the log's POST goes alone.
  document.cookie = 'XSRF-TOKEN=token; Path=/';
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  window.history.replaceState(null, '', '/');
});

describe('failedChunkName', () => {
  it('keeps the file name of a script or stylesheet of this origin, nothing else', () => {
    const origin = 'https://id.example';
    expect(failedChunkName('https://id.example/auth/assets/LoginPage-AbC123.js?v=1', origin)).toBe(
      'LoginPage-AbC123.js',
    );
    expect(failedChunkName('https://cdn.example/x.js', origin)).toBeNull();
    expect(failedChunkName('https://id.example/api/ui-gateway/v0/check', origin)).toBeNull();
  });
});

describe('a page view', () => {
  it('logs one entry with its figures, rounded, and sends it at once', async () => {
    const logger = fakeLogger();
    const view = createPageView('/auth/login', logger);
    view.record(metric('LCP', 812.4));
    view.record(metric('CLS', 0.01234));
    view.record(metric('INP', 48));
    view.record(metric('TTFB', 35.6));
    await view.send();
    await view.send();
    expect(logger.log).toHaveBeenCalledTimes(1);
    expect(logger.log).toHaveBeenCalledWith('info', VITALS_MESSAGE, {
      route: '/auth/login',
      navigation: 'navigate',
      lcp: 812,
      cls: 0.012,
      inp: 48,
      ttfb: 36,
      chunkFailures: 0,
    });
    expect(logger.flush).toHaveBeenCalledTimes(1);
  });

  it('counts each failed file once and names at most five', async () => {
    const logger = fakeLogger();
    const view = createPageView('/auth/user', logger);
    for (const name of ['a.js', 'a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'f.js']) view.chunkFailed(name);
    await view.send();
    const context = logger.log.mock.calls[0]![2] as { chunkFailures: number; failedChunks: string[] };
    expect(context.chunkFailures).toBe(6);
    expect(context.failedChunks).toEqual(['a.js', 'b.js', 'c.js', 'd.js', 'e.js']);
  });
});

describe('startFieldMetrics', () => {
  it('sends the page view once the page is first hidden, with the failures Vite announced', () => {
    window.history.replaceState(null, '', '/auth/account-settings/contacts?token=secret');
    const logger = fakeLogger();
    const callbacks: ((m: Metric) => void)[] = [];
    // web-vitals types each observer's callback by its metric; one recorder stands in for all four.
    const observe = ((callback: (m: Metric) => void) => void callbacks.push(callback)) as never;
    startFieldMetrics({ onCLS: observe, onINP: observe, onLCP: observe, onTTFB: observe }, logger);
    expect(callbacks).toHaveLength(4);
    callbacks[0]!(metric('LCP', 1000));

    const failure = Object.assign(new Event('vite:preloadError'), {
      payload: new TypeError(
        `Failed to fetch dynamically imported module: ${window.location.origin}/auth/assets/Settings-X1.js`,
      ),
    });
    window.dispatchEvent(failure);
    expect(logger.log).not.toHaveBeenCalled();

    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(logger.log).toHaveBeenCalledTimes(1);
    const [, message, context] = logger.log.mock.calls[0]!;
    expect(message).toBe(VITALS_MESSAGE);
    expect(context).toMatchObject({
      route: '/auth/account-settings/:tab',
      lcp: 1000,
      chunkFailures: 1,
      failedChunks: ['Settings-X1.js'],
    });
    expect(JSON.stringify(context)).not.toContain('secret');
  });

  it('sends through the log batcher with keepalive, the route a pattern wherever it appears', async () => {
    window.history.replaceState(null, '', '/auth/create-account/invite-secret-42');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const observe = (() => undefined) as never;
    startFieldMetrics({ onCLS: observe, onINP: observe, onLCP: observe, onTTFB: observe });
    setVisibility('hidden');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/ui-gateway/v0/logging/batch-log');
    expect(request.keepalive).toBe(true);
    const body = await request.clone().text();
    // The batcher cuts what looks like a query from every string, the optional marker too.
    expect(JSON.parse(body)).toMatchObject({
      entries: [
        {
          message: VITALS_MESSAGE,
          route: '/auth/create-account/:token/:accountType',
          context: { route: '/auth/create-account/:token/:accountType' },
        },
      ],
    });
    expect(body).not.toContain('invite-secret-42');
  });
});
