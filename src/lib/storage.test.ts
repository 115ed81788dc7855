import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './storage';

const isNumberList = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : null;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safeStorage', () => {
  it('reads, writes and removes strings and JSON in the area it names', () => {
    const session = safeStorage('session');
    expect(session.set('k', 'v')).toBe(true);
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(localStorage.getItem('k')).toBeNull();
    expect(session.get('k')).toBe('v');
    expect(safeStorage('local').setJson('list', [1, 2])).toBe(true);
    expect(safeStorage('local').getJson('list', isNumberList)).toEqual([1, 2]);
    session.remove('k');
    expect(session.get('k')).toBeNull();
  });

  it('gives null for what is missing, is not JSON, or fails the guard', () => {
    const local = safeStorage('local');
    expect(local.getJson('missing', isNumberList)).toBeNull();
    localStorage.setItem('broken', '{not json');
    expect(local.getJson('broken', isNumberList)).toBeNull();
    localStorage.setItem('other', '["a"]');
    expect(local.getJson('other', isNumberList)).toBeNull();
  });

  it('never throws when the browser refuses storage (private mode, web views, quota)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const local = safeStorage('local');
    expect(local.get('k')).toBeNull();
    expect(local.set('k', 'v')).toBe(false);
    expect(local.setJson('k', { a: 1 })).toBe(false);
    expect(local.getJson('k', isNumberList)).toBeNull();
    expect(() => local.remove('k')).not.toThrow();
  });

  it('never throws when the storage object itself cannot be reached', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const session = safeStorage('session');
    expect(session.get('k')).toBeNull();
    expect(session.set('k', 'v')).toBe(false);
    expect(() => session.remove('k')).not.toThrow();
  });

  it('does not store what JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(safeStorage('local').setJson('cyclic', cyclic)).toBe(false);
  });
});
