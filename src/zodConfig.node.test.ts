import { afterEach, describe, expect, it, vi } from 'vitest';
import './zodConfig';
import { z } from 'zod';
import * as zm from 'zod/mini';

describe('zod under a strict script-src (./zodConfig.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is jitless for the classic and the mini build alike', () => {
    expect(z.config().jitless).toBe(true);
    expect(zm.config().jitless).toBe(true);
  });

  it('parses objects without ever calling Function (no eval, no probe)', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    const classic = z.object({ username: z.string().min(1), nested: z.object({ n: z.number() }) });
    const mini = zm.object({ email: zm.string(), nested: zm.object({ n: zm.number() }) });
    for (let i = 0; i < 3; i++) {
      expect(classic.parse({ username: 'ava', nested: { n: i } })).toEqual({
        username: 'ava',
        nested: { n: i },
      });
      expect(mini.safeParse({ email: 'a@b.c', nested: { n: i } }).success).toBe(true);
      expect(classic.safeParse({ username: '', nested: { n: 'x' } }).success).toBe(false);
    }
    expect(construct).not.toHaveBeenCalled();
  });
});
