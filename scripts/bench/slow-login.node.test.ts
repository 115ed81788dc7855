import { describe, expect, it } from 'vitest';
import { longestChain } from './slow-login';

const at = (start: number, end: number) => ({ label: `${start}`, start, end });

describe('longestChain', () => {
  it('counts requests started together as one round trip', () => {
    expect(longestChain([at(0, 150), at(2, 152), at(5, 160)])).toBe(1);
  });

  it('counts a request that waited for an answer as one more', () => {
    expect(longestChain([at(0, 150), at(151, 300), at(10, 160), at(302, 450)])).toBe(3);
  });

  it('is zero without requests', () => {
    expect(longestChain([])).toBe(0);
  });
});
