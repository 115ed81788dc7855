import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_PATH } from './paths';
import { isSafeRedirect, isWebUrl, sanitizeRedirect, toRelativePath } from './redirect';

const ORIGIN = 'https://app.example.test';
const BASES = [
  'https://app.example.test/x/y',
  'https://app.example.test/',
  'https://app.example.test/auth/login?redirectUrl=%2Fa#frag',
  'https://app.example.test/a/b/c/d/e/',
];
const FALLBACK = '/fallback/landing';

const sanitize = (value: string | null | undefined) => sanitizeRedirect(value, FALLBACK, ORIGIN);

/** As URLSearchParams decodes `?redirectUrl=<line>`: exactly once, `+` as space. */
const decodeOnce = (raw: string) => new URLSearchParams('v=' + raw).get('v') ?? '';

function expectSafe(input: string, output: string) {
  const context = `input ${JSON.stringify(input)} gave ${JSON.stringify(output)}`;
  expect(output.startsWith('/'), context).toBe(true);
  expect(['/', '\\'], context).not.toContain(output.charAt(1));
  // eslint-disable-next-line no-control-regex
  expect(/[\u0000-\u001f\u007f\s]/.test(output), context).toBe(false);
  for (const base of BASES) {
    expect(new URL(output, base).origin, `${context} against ${base}`).toBe(ORIGIN);
  }
  expect(sanitize(output), `${context} is not idempotent`).toBe(output);
}

/** Scheme as a browser would see it: after removing tabs/newlines and trimming controls/spaces. */
function browserScheme(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const stripped = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(stripped)?.[1]?.toLowerCase();
}

function readPayloads(): { raw: string; keep: boolean }[] {
  // Resolved from this file on disk: Vite rewrites the `new URL('…', import.meta.url)` form into a
  // dev-server asset URL, which is not a file path.
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/redirect-payloads.txt');
  if (!existsSync(path)) throw new Error(`redirect payload list not found at ${path}`);
  const lines: { raw: string; keep: boolean }[] = [];
  let section = '';
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      section = line.slice(1).trim().toLowerCase();
      continue;
    }
    lines.push({ raw: line, keep: section.startsWith('keep') });
  }
  return lines;
}

describe('sanitizeRedirect against the payload list of tests/fixtures', () => {
  const payloads = readPayloads();

  it('has payloads and keep lines to check', () => {
    expect(payloads.length).toBeGreaterThan(20);
    expect(payloads.some((p) => p.keep)).toBe(true);
  });

  it.each(payloads.map((p) => [p.raw, p.keep] as const))('%s', (raw, keep) => {
    const value = decodeOnce(raw);
    const output = sanitize(value);
    expectSafe(value, output);
    const scheme = browserScheme(value);
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') expect(output).toBe(FALLBACK);
    if (keep) expect(output).toBe(value);
  });
});

describe('sanitizeRedirect, generated classes', () => {
  const prefixes = [
    '/',
    '\\',
    '%09',
    '%0A',
    '%0D',
    '%20',
    '%2F',
    '%5C',
    '/./',
    '/../',
    '/%2e%2e/',
    '/.%2E/',
    '%00',
  ];
  const schemes = [
    '',
    'https:',
    'http:',
    'HTTPS:',
    'https:/',
    'javascript:',
    'JavaScript:',
    'data:',
    'vbscript:',
    'blob:',
  ];
  const hosts = [
    'evil.example',
    'evil.example/path?q=1#h',
    'app.example.test@evil.example',
    'evil.example%40app.example.test',
  ];

  const cases: string[] = [];
  for (const scheme of schemes) {
    for (const a of prefixes) {
      for (const b of ['', ...prefixes]) {
        for (const host of hosts) cases.push(scheme + a + b + host);
      }
    }
  }

  // Two prefix positions already pair every prefix with every other (dot segment after backslash,
  // encoded slash after tab, ...); a third position multiplies the run time for no new pairing.
  it(
    `keeps all ${cases.length} generated values same-origin, idempotent and clean`,
    { timeout: 60_000 },
    () => {
      for (const raw of cases) {
        const value = decodeOnce(raw);
        const output = sanitize(value);
        expectSafe(value, output);
        const scheme = browserScheme(value);
        if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
          expect(output, raw).toBe(FALLBACK);
        }
      }
    },
  );

  it('survives random junk from a hostile alphabet (seeded, deterministic)', { timeout: 60_000 }, () => {
    const alphabet = [
      '/',
      '\\',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      '%',
      '2F',
      '5C',
      '\t',
      '\n',
      ' ',
      'a',
      'evil',
      'https',
      'javascript',
      '\u3002',
      '\uff0f',
      '\u0000',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 5000; i += 1) {
      const length = 1 + (next() % 12);
      let value = '';
      for (let j = 0; j < length; j += 1) value += alphabet[next() % alphabet.length];
      expectSafe(value, sanitize(value));
    }
  });
});

describe('sanitizeRedirect, specific behaviour', () => {
  // Each row: what sanitize makes of each value.
  it.each<[string, [value: string | null | undefined, expected: string][]]>([
    [
      'returns the fallback for empty or absent values',
      [
        [undefined, FALLBACK],
        [null, FALLBACK],
        ['', FALLBACK],
        [' \t\n', FALLBACK],
      ],
    ],
    [
      'normalises leading slashes and backslashes to one slash',
      [
        ['//evil.example', '/evil.example'],
        ['\\\\evil.example/x', '/evil.example/x'],
        ['/\\/payroll', '/payroll'],
      ],
    ],
    [
      'turns backslashes in the path into slashes but leaves the query alone',
      [['/a\\b?x=c\\d', '/a/b?x=c\\d']],
    ],
    [
      'does not let dot segments create a new leading double slash',
      [
        ['/..//evil.example', '/evil.example'],
        ['/a/../..//evil.example', '/evil.example'],
        ['/%2e%2e//evil.example', '/evil.example'],
      ],
    ],
    [
      'keeps path, query and hash of absolute URLs on our origin only',
      [
        ['https://app.example.test/payroll?run=1#top', '/payroll?run=1#top'],
        ['https://app.example.test//evil.example', '/evil.example'],
        ['http://app.example.test/payroll', FALLBACK],
        ['https://app.example.test.evil.example/payroll', FALLBACK],
        ['https://app.example.test@evil.example/', FALLBACK],
      ],
    ],
    [
      'drops tabs and newlines and trims edges the way browsers do',
      [
        ['/\t/evil.example', '/evil.example'],
        ['/pay\r\nroll', '/payroll'],
        ['  /payroll  ', '/payroll'],
      ],
    ],
    [
      'refuses embedded control characters rather than guessing',
      [
        ['/pay\u0000roll', FALLBACK],
        ['/pay\u001broll', FALLBACK],
      ],
    ],
    ['makes scheme-less relative values into root paths', [['payroll/run', '/payroll/run']]],
  ])('%s', (_, cases) => {
    for (const [value, expected] of cases) expect(sanitize(value), JSON.stringify(value)).toBe(expected);
  });

  it('defaults the fallback to the landing path', () => {
    expect(sanitizeRedirect('javascript:alert(1)', undefined, ORIGIN)).toBe(LANDING_PATH);
  });

  it('rejects absolute URLs when the origin is unknown', () => {
    expect(sanitizeRedirect('https://app.example.test/payroll', FALLBACK, undefined)).toBe(FALLBACK);
  });

  it('uses window.location.origin by default', () => {
    const here = `${window.location.origin}/payroll?x=1`;
    expect(sanitizeRedirect(here)).toBe('/payroll?x=1');
  });

  it('rejects dangerous schemes hidden by whitespace, case and control characters', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\r\nscript:x',
      '\u0000javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'blob:https://app.example.test/x',
    ]) {
      expect(sanitize(value), JSON.stringify(value)).toBe(FALLBACK);
    }
  });

  it('keeps legitimate paths exactly', () => {
    for (const value of ['/dashboard', '/auth/login?redirectUrl=%2Fpayroll', '/a/b?c=d&e=f#g', '/']) {
      expect(sanitize(value)).toBe(value);
    }
  });

  it('never trusts a hostile fallback either', () => {
    expect(sanitizeRedirect('', '//evil.example', ORIGIN)).toBe('/evil.example');
    expect(sanitizeRedirect('', 'javascript:alert(1)', ORIGIN)).toBe(LANDING_PATH);
  });

  it('toRelativePath applies the same rules', () => {
    expect(toRelativePath('https://app.example.test/a?b=1', FALLBACK, ORIGIN)).toBe('/a?b=1');
    expect(toRelativePath('https://evil.example/a', FALLBACK, ORIGIN)).toBe(FALLBACK);
  });

  it('isSafeRedirect tells whether a value is already a clean path', () => {
    expect(isSafeRedirect('/payroll')).toBe(true);
    expect(isSafeRedirect('//evil.example')).toBe(false);
    expect(isSafeRedirect('https://app.example.test/')).toBe(false);
    expect(isSafeRedirect('')).toBe(false);
  });
});

describe('isWebUrl', () => {
  it('accepts absolute http and https addresses, whatever their case', () => {
    for (const value of [
      'https://idp.example/start',
      'http://idp.example',
      'HTTPS://IDP.EXAMPLE/x?y=1',
      `${ORIGIN}/`,
    ]) {
      expect(isWebUrl(value), value).toBe(true);
    }
    expect(isWebUrl(new URL('https://idp.example/'))).toBe(true);
  });

  it('accepts a relative address only when told what it is relative to', () => {
    for (const value of ['/sso/start', 'start?x=1', '../up', '?q=1']) {
      expect(isWebUrl(value), value).toBe(false);
      expect(isWebUrl(value, ORIGIN), value).toBe(true);
    }
    // A web address, wherever it leads: same-origin checks are sanitizeRedirect's.
    expect(isWebUrl('//evil.example', ORIGIN)).toBe(true);
  });

  it('refuses every other scheme, as the URL parser reads it', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' \u0000javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://app.example.test/uuid',
      'ftp://files.example/',
      'mailto:someone@example.com',
      'file:///etc/passwd',
    ]) {
      expect(isWebUrl(value), value).toBe(false);
      expect(isWebUrl(value, ORIGIN), value).toBe(false);
    }
    expect(isWebUrl(new URL('javascript:alert(1)'))).toBe(false);
  });

  it('refuses an empty value and garbage', () => {
    for (const value of [null, undefined, '', '   ', 'http://[::1', 'https://exa mple.com']) {
      expect(isWebUrl(value), String(value)).toBe(false);
      expect(isWebUrl(value, ORIGIN), String(value)).toBe(false);
    }
  });
});
