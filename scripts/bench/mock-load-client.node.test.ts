/** The load mix of `npm run bench:mock` stays a valid visit as the mock server changes. */
import { describe, expect, it } from 'vitest';
import { serveMockOverHttp } from '../../mock-server/httpClient.test-support.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default.ts';
import { runClient, type Sample } from './mock-load-client.ts';

const mock = serveMockOverHttp();

describe('bench:mock client', () => {
  it('makes whole sign-in visits in its own world without an error', async () => {
    const created = await fetch(`${mock.origin}/__mock/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const world = ((await created.json()) as { id: string }).id;
    const samples: Sample[] = [];
    await runClient(mock.origin, world, DEFAULT_PASSWORD, Number.POSITIVE_INFINITY, samples, 2);
    expect(samples.filter((sample) => sample.error)).toEqual([]);
    expect(samples.map((sample) => sample.call)).toEqual([
      ...['check (signed out)', 'sign-in', 'obligations', 'settings read', 'language options'],
      ...['settings write', 'settings write', 'check (signed in)', 'sign-out'],
      ...['check (signed out)', 'sign-in', 'obligations', 'settings read', 'language options'],
      ...['settings write', 'settings write', 'check (signed in)', 'sign-out'],
    ]);
  });

  it('counts a refused sign-in as an error', async () => {
    const created = await fetch(`${mock.origin}/__mock/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const world = ((await created.json()) as { id: string }).id;
    const samples: Sample[] = [];
    await runClient(mock.origin, world, 'not-the-password', Number.POSITIVE_INFINITY, samples, 1);
    expect(samples.find((sample) => sample.call === 'sign-in')?.error).toBe('sign-in: 401');
  });
});
