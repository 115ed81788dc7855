/**
 * The frozen clock (mock-server/README.md "Lifetimes"): it moves only when moved, to the millisecond, so a
 * session is signed in 1 ms before its end and signed out at it; thawed, it runs on from where it stood.
 */
import { expect, it } from 'vitest';
import { createWorld } from '../client.ts';
import { SESSION_LIFE_MS } from '../core/session.ts';
import { MockClock } from '../core/clock.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';

const mock = serveMockOverHttp();
const CHECK = '/api/authentication-service/v0/check';

it('stands still when frozen, moves by the millisecond, and runs on when thawed', () => {
  let real = 1_000_000;
  const realNow = Date.now;
  Date.now = () => real;
  try {
    const clock = new MockClock();
    clock.advance(500);
    clock.freeze(true);
    real += 60_000;
    expect(clock.now()).toBe(1_000_500);
    clock.advance(1);
    expect(clock.now()).toBe(1_000_501);
    clock.set(2_000_000);
    expect(clock.now()).toBe(2_000_000);
    clock.freeze(false);
    real += 10;
    expect(clock.now()).toBe(2_000_010);
    clock.reset();
    expect(clock.now()).toBe(real);
  } finally {
    Date.now = realNow;
  }
});

it('keeps a session signed in 1 ms before its end and signed out at its end', async () => {
  const world = await createWorld(mock.origin);
  const signedInAt = await world.freezeClock();
  const ava = await world.signInAs('ava.associate');
  const end = Date.parse(signedInAt) + SESSION_LIFE_MS;
  expect(await world.setClock(new Date(end - 1).toISOString())).toBe(new Date(end - 1).toISOString());
  expect((await ava.call('GET', CHECK)).body).toMatchObject({ levelOfAssurance: 3 });
  expect(await world.advanceClock(1)).toBe(new Date(end).toISOString());
  expect((await ava.call('GET', CHECK)).status).toBe(401);
  expect((await world.readState()).clockFrozenAt).toBe(end);
  await world.deleteWorld();
});

it('freezes and moves in one call, thaws, and a reset puts the clock back to real time', async () => {
  const world = await createWorld(mock.origin);
  const answer = await fetch(`${mock.origin}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Mock-World': world.world! },
    body: JSON.stringify({ now: '2030-01-01T00:00:00Z', frozen: true }),
  });
  expect(await answer.json()).toEqual({ now: '2030-01-01T00:00:00.000Z', frozen: true });
  expect((await world.readState()).now).toBe('2030-01-01T00:00:00.000Z');
  await world.freezeClock(false);
  expect((await world.readState()).clockFrozenAt).toBeUndefined();
  await world.freezeClock();
  await world.reset();
  const state = await world.readState();
  expect(state.clockFrozenAt).toBeUndefined();
  expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(60_000);
  await world.deleteWorld();
});
