import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./localeData.worker.ts?worker&url', () => ({ default: '/auth/assets/localeData.worker-1.js' }));

class RecordingWorker {
  static made: { url: unknown; posted: unknown[] }[] = [];
  posted: unknown[] = [];
  constructor(url: unknown) {
    RecordingWorker.made.push({ url, posted: this.posted });
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

/** The module afresh: its once-per-page flag unset. */
async function freshModule() {
  vi.resetModules();
  return import('./localeData');
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingWorker.made = [];
  document.documentElement.lang = '';
});

describe('loadLocaleDataOffThread', () => {
  it("starts the build's worker once per page, sending it the page's language", async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    document.documentElement.lang = 'fr-CA';
    const { loadLocaleDataOffThread } = await freshModule();
    loadLocaleDataOffThread();
    loadLocaleDataOffThread();
    expect(RecordingWorker.made).toEqual([{ url: '/auth/assets/localeData.worker-1.js', posted: ['fr-CA'] }]);
  });

  it('does nothing where there are no workers, and a worker that cannot start is no error', async () => {
    vi.stubGlobal('Worker', undefined);
    const first = await freshModule();
    expect(() => first.loadLocaleDataOffThread()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    const second = await freshModule();
    expect(() => second.loadLocaleDataOffThread()).not.toThrow();
  });
});

describe('the worker', () => {
  it("makes each formatter in the language it is sent, then ends, even for a language the engine refuses", async () => {
    const close = vi.fn();
    vi.stubGlobal('close', close);
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    vi.resetModules();
    await import('./localeData.worker');
    const handle = self.onmessage as (event: { data: unknown }) => void;
    handle({ data: 'fr-CA' });
    expect(displayNames).toHaveBeenCalledWith('fr-CA', { type: 'region' });
    expect(close).toHaveBeenCalledTimes(1);
    expect(() => handle({ data: 'not a language!' })).not.toThrow();
    expect(close).toHaveBeenCalledTimes(2);
    displayNames.mockRestore();
    self.onmessage = null;
  });
});
