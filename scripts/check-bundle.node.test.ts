import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_BUILD_MARKERS, findMarkers, findMockMarkers, MOCK_MARKERS } from './check-bundle';
import { EAGER_COMPILE_HINT, entriesWithoutCompileHint } from './build/compile-hint';
import { DEFAULT_PASSWORD } from '../mock-server/scenarios/default';
import { PSEUDO_LOCALE } from '../mock-server/pseudo-locale';

describe('the production-bundle check', () => {
  it('finds a mock marker anywhere in the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index.js'), 'console.log("app")');
    expect(findMockMarkers(dir)).toEqual([]);
    writeFileSync(join(dir, 'assets', 'chunk.js'), `const p="${DEFAULT_PASSWORD}"`);
    expect(findMockMarkers(dir)).toHaveLength(1);
  });

  it('looks for the pseudo-locale the mock serves, which the production picker must not offer', () => {
    expect(MOCK_MARKERS).toContain(PSEUDO_LOCALE);
  });

  it('looks for the personas password the mock server really uses', () => {
    expect(MOCK_MARKERS).toContain(DEFAULT_PASSWORD);
  });

  it("looks for a warning React Router's development build has, minified away from its production build", () => {
    const dist = 'node_modules/react-router/dist';
    const development = readdirSync(`${dist}/development`).filter((name) => name.endsWith('.mjs'));
    const hasMarker = (file: string) =>
      DEVELOPMENT_BUILD_MARKERS.some((marker) => readFileSync(file, 'utf8').includes(marker));
    expect(development.some((name) => hasMarker(`${dist}/development/${name}`))).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    writeFileSync(join(dir, 'index.js'), `console.warn("${DEVELOPMENT_BUILD_MARKERS[0]} /x")`);
    expect(findMarkers(dir, DEVELOPMENT_BUILD_MARKERS)).toHaveLength(1);
  });

  it("finds an entry chunk that does not begin with V8's compile hint, and only an entry", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/Page.tsx': { file: 'assets/Page-1.js', isDynamicEntry: true },
      }),
    );
    writeFileSync(join(dir, 'assets', 'Page-1.js'), 'export const page = 1;');
    writeFileSync(join(dir, 'assets', 'index-1.js'), `${EAGER_COMPILE_HINT}\nimport "./Page-1.js";`);
    expect(entriesWithoutCompileHint(dir)).toEqual([]);
    writeFileSync(join(dir, 'assets', 'index-1.js'), `import "./Page-1.js";\n${EAGER_COMPILE_HINT}`);
    expect(entriesWithoutCompileHint(dir)).toEqual(['assets/index-1.js']);
  });
});
