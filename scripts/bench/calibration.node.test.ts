import { describe, expect, it } from 'vitest';
import type { Browser } from '@playwright/test';
import {
  calibratedSlowdown,
  chooseCpuSlowdown,
  describeCalibration,
  parseCpuSlowdown,
  REFERENCE_PHONE_INDEX,
} from './calibration';

describe('calibratedSlowdown', () => {
  it('is Lighthouse’s 4x on CI’s reference machine', () => {
    expect(REFERENCE_PHONE_INDEX).toBe(450);
    expect(calibratedSlowdown(1_800)).toBe(4);
  });

  it('slows a faster machine more and a slower one less, to a tenth', () => {
    expect(calibratedSlowdown(3_500)).toBe(7.8);
    expect(calibratedSlowdown(1_360)).toBe(3);
    expect(calibratedSlowdown(1_519)).toBe(3.4);
  });

  it('never speeds up a machine slower than the phone', () => {
    expect(calibratedSlowdown(449)).toBe(1);
    expect(calibratedSlowdown(120)).toBe(1);
  });

  it('refuses an index that is not a measure', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedSlowdown(index)).toThrow(/positive number/);
  });
});

describe('parseCpuSlowdown', () => {
  it('calibrates when none is given, and takes a number of at least 1 as given', () => {
    expect(parseCpuSlowdown(undefined)).toBeUndefined();
    expect(parseCpuSlowdown('')).toBeUndefined();
    expect(parseCpuSlowdown('7')).toBe(7);
    expect(parseCpuSlowdown('1')).toBe(1);
    expect(parseCpuSlowdown('3.5')).toBe(3.5);
  });

  it('refuses a speed-up or text', () => {
    for (const value of ['0.5', '0', 'fast', '-4'])
      expect(() => parseCpuSlowdown(value)).toThrow(/number ≥ 1/);
  });
});

describe('describeCalibration', () => {
  it('names the slowdown and both indexes', () => {
    const line = describeCalibration({
      machineIndex: 1_360,
      phoneIndex: 450,
      cpuSlowdown: 3,
    });
    expect(line).toMatch(/^CPU 3x slower, calibrated: /);
    expect(line).toMatch(/index 1360 \(median of 3 reads\) over the budgets' phone's 450/);
    expect(line).not.toMatch(/slower than that phone/);
  });

  it('says when the machine is slower than the phone', () => {
    expect(describeCalibration({ machineIndex: 400, phoneIndex: 450, cpuSlowdown: 1 })).toMatch(
      /slower than that phone: no slowdown/,
    );
  });
});

describe('chooseCpuSlowdown', () => {
  /** A browser whose every page reads `index` as Lighthouse's benchmark. */
  const browserReading = (index: number) =>
    ({
      newPage: async () => ({ evaluate: async () => index, close: async () => {} }),
    }) as unknown as Browser;

  it('takes the slowdown given without opening a browser or logging', async () => {
    const lines: string[] = [];
    let lent = 0;
    const chosen = await chooseCpuSlowdown(
      2.5,
      (measure) => {
        lent++;
        return measure(browserReading(1_800));
      },
      (line) => lines.push(line),
    );
    expect(chosen).toEqual({ cpuSlowdown: 2.5, calibration: null });
    expect(lent).toBe(0);
    expect(lines).toEqual([]);
  });

  it('calibrates in the browser lent when none is given, and says so', async () => {
    const lines: string[] = [];
    const chosen = await chooseCpuSlowdown(
      undefined,
      (measure) => measure(browserReading(2_250)),
      (line) => lines.push(line),
    );
    expect(chosen).toEqual({
      cpuSlowdown: 5,
      calibration: { machineIndex: 2_250, phoneIndex: 450, cpuSlowdown: 5 },
    });
    expect(lines).toEqual([expect.stringContaining('CPU 5x slower, calibrated')]);
  });
});
