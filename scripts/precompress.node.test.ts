import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { sizesOf } from './bench/sizes';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes .gz and .br beside every text file, at the bench levels, and leaves the rest alone', async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = Buffer.from('export const greeting = "hello";\n'.repeat(200));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sign in</title>');
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

  expect(await precompressDir(dir)).toBe(4);
  expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
    'index-AbC123.js',
    'index-AbC123.js.br',
    'index-AbC123.js.gz',
    'logo.png',
  ]);
  const gz = readFileSync(join(dir, 'assets', 'index-AbC123.js.gz'));
  const br = readFileSync(join(dir, 'assets', 'index-AbC123.js.br'));
  expect(gunzipSync(gz)).toEqual(script);
  expect(brotliDecompressSync(br)).toEqual(script);
  // The bytes nginx sends are the bytes the bench and check:bundle count.
  expect({ gzip: gz.length, brotli: br.length }).toEqual({
    gzip: sizesOf(script).gzip,
    brotli: sizesOf(script).brotli,
  });
  expect(readdirSync(dir)).toContain('index.html.gz');
});
