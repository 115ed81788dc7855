import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en-US/login.json';
import spanish from '../../locales/es-US/login.json';
import french from '../../locales/fr-CA/login.json';
import {
  forgetAccount,
  forgetAllAccounts,
  MAX_REMEMBERED_ACCOUNTS,
  REMEMBERED_ACCOUNT_LIFETIME_DAYS,
  REMEMBERED_ACCOUNTS_KEY,
  rememberAccount,
  rememberedAccounts,
} from './rememberedAccounts';

/** The fake clock's start: the small lastUsedAt values below are a few milliseconds after it. */
const START = 0;
const LIFETIME_MS = REMEMBERED_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: START });
});
afterEach(() => vi.useRealTimers());

const usernames = () => rememberedAccounts().map((entry) => entry.username);

describe('remembered accounts', () => {
  it('keeps nothing until asked, then the username and display name only, most recent first', () => {
    expect(rememberedAccounts()).toEqual([]);
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
    rememberAccount('ava.associate', 'Ava Associate', 1000);
    rememberAccount('sam.support', 'Sam Support', 2000);
    expect(usernames()).toEqual(['sam.support', 'ava.associate']);
    const [stored] = JSON.parse(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['displayName', 'lastUsedAt', 'username']);
  });

  it('refreshes an account signed in again instead of listing it twice (any case)', () => {
    rememberAccount('ava.associate', 'Ava', 1000);
    rememberAccount('sam.support', 'Sam', 2000);
    rememberAccount('AVA.associate', 'Ava', 3000);
    expect(rememberedAccounts().map((entry) => [entry.username, entry.lastUsedAt])).toEqual([
      ['AVA.associate', 3000],
      ['sam.support', 2000],
    ]);
  });

  it(`keeps at most ${MAX_REMEMBERED_ACCOUNTS}, forgetting the least recently used`, () => {
    for (let i = 0; i < MAX_REMEMBERED_ACCOUNTS + 2; i++) rememberAccount(`user${i}`, `User ${i}`, i);
    expect(usernames()).toEqual(['user6', 'user5', 'user4', 'user3', 'user2']);
  });

  it('forgets one, and the last one leaves nothing stored', () => {
    rememberAccount('ava.associate', 'Ava', 1);
    rememberAccount('sam.support', 'Sam', 2);
    forgetAccount('sam.support');
    expect(usernames()).toEqual(['ava.associate']);
    forgetAccount('ava.associate');
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
  });

  it('forgets them all at once', () => {
    rememberAccount('ava.associate', 'Ava', 1);
    rememberAccount('sam.support', 'Sam', 2);
    forgetAllAccounts();
    expect(rememberedAccounts()).toEqual([]);
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem(
      REMEMBERED_ACCOUNTS_KEY,
      JSON.stringify([{ username: 5 }, 'x', { username: 'ok', displayName: 'Ok', lastUsedAt: 1 }]),
    );
    expect(usernames()).toEqual(['ok']);
    localStorage.setItem(REMEMBERED_ACCOUNTS_KEY, '{broken');
    expect(rememberedAccounts()).toEqual([]);
  });
});

describe(`an account unused for ${REMEMBERED_ACCOUNT_LIFETIME_DAYS} days`, () => {
  it('is kept one millisecond before, and forgotten, from storage too, one millisecond after', () => {
    rememberAccount('ava.associate', 'Ava', START);
    rememberAccount('sam.support', 'Sam', START + 1);

    vi.setSystemTime(START + LIFETIME_MS - 1);
    expect(usernames()).toEqual(['sam.support', 'ava.associate']);

    vi.setSystemTime(START + LIFETIME_MS);
    expect(usernames()).toEqual(['sam.support']);
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).not.toContain('ava.associate');

    vi.setSystemTime(START + LIFETIME_MS + 1);
    expect(usernames()).toEqual([]);
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
  });

  it('starts its 90 days again when signed in with', () => {
    rememberAccount('ava.associate', 'Ava', START);
    vi.setSystemTime(START + LIFETIME_MS - 1);
    rememberAccount('ava.associate', 'Ava');
    vi.setSystemTime(START + 2 * LIFETIME_MS - 2);
    expect(usernames()).toEqual(['ava.associate']);
    vi.setSystemTime(START + 2 * LIFETIME_MS);
    expect(usernames()).toEqual([]);
  });

  it('does not come back when a newer sign-in rewrites the list', () => {
    rememberAccount('ava.associate', 'Ava', START);
    vi.setSystemTime(START + LIFETIME_MS + 1);
    rememberAccount('sam.support', 'Sam');
    const stored: Array<{ username: string }> = JSON.parse(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)!);
    expect(stored.map((entry) => entry.username)).toEqual(['sam.support']);
  });
});

it('is the number of days the hint under the box says, in every language', () => {
  for (const { rememberMeHint } of [english, spanish, french])
    expect(rememberMeHint).toContain(` ${REMEMBERED_ACCOUNT_LIFETIME_DAYS} `);
});
