import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES, TEST_ROOTS } from './isolated-files';

const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules|unmock)\(/;

describe('test files that replace modules', () => {
  const files = TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${root}/${file}`),
  );

  it('are found among the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('run isolated, each in a module graph of its own', () => {
    const replacing = files.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it('are named by paths that exist', () => {
    expect(ISOLATED_TEST_FILES.filter((file) => !files.includes(file))).toEqual([]);
  });
});
