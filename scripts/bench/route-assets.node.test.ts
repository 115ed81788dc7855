import { describe, expect, it } from 'vitest';
import { findEntryKey, findModuleKey, routeAssets, type Manifest } from './route-assets';

/**
 * A small build: the entry needs React (shared) and the router; the login screen needs the shared UI
 * chunk, which needs React again; a phone screen is only a dynamic import of the login chunk, and it
 * pulls in libphonenumber statically; a lazy layout (the query scope) needs a query chunk.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-aaa.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-bbb.js', '_router-ccc.js'],
    dynamicImports: ['src/features/login/LoginPage.tsx', 'src/features/legal/LegalPage.tsx'],
    css: ['assets/index-aaa.css'],
  },
  '_react-bbb.js': { file: 'assets/react-bbb.js', name: 'react' },
  '_router-ccc.js': { file: 'assets/router-ccc.js', name: 'router', imports: ['_react-bbb.js'] },
  '_ui-ddd.js': {
    file: 'assets/ui-ddd.js',
    name: 'ui',
    imports: ['_react-bbb.js'],
    css: ['assets/ui-ddd.css'],
  },
  'src/features/login/LoginPage.tsx': {
    file: 'assets/LoginPage-eee.js',
    src: 'src/features/login/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['_ui-ddd.js', '_react-bbb.js'],
    dynamicImports: ['src/features/login/PhoneStep.tsx'],
    css: ['assets/LoginPage-eee.css', 'assets/ui-ddd.css'],
  },
  'src/features/login/PhoneStep.tsx': {
    file: 'assets/PhoneStep-fff.js',
    src: 'src/features/login/PhoneStep.tsx',
    isDynamicEntry: true,
    imports: ['_libphonenumber-ggg.js', '_ui-ddd.js'],
  },
  '_libphonenumber-ggg.js': { file: 'assets/libphonenumber-ggg.js', name: 'libphonenumber' },
  'src/features/legal/LegalPage.tsx': {
    file: 'assets/LegalPage-hhh.js',
    src: 'src/features/legal/LegalPage.tsx',
    isDynamicEntry: true,
    imports: ['_react-bbb.js'],
  },
  '_global.css': { file: 'assets/global-iii.css', src: '_global.css' },
  'src/app/QueryScope.tsx': {
    file: 'assets/QueryScope-jjj.js',
    src: 'src/app/QueryScope.tsx',
    isDynamicEntry: true,
    imports: ['_query-kkk.js', '_react-bbb.js'],
  },
  '_query-kkk.js': { file: 'assets/query-kkk.js', name: 'query', imports: ['_react-bbb.js'] },
};

/** What the entry (index.html) loads statically, before any route's own chunks. */
const ENTRY_JS = ['assets/index-aaa.js', 'assets/react-bbb.js', 'assets/router-ccc.js'];

describe('routeAssets', () => {
  it('counts the entry, the route chunk and their static imports, each shared chunk once', () => {
    const assets = routeAssets(manifest, 'index.html', ['src/features/login/LoginPage.tsx']);
    expect(assets.js).toEqual([...ENTRY_JS, 'assets/LoginPage-eee.js', 'assets/ui-ddd.js']);
    expect(new Set(assets.js).size).toBe(assets.js.length);
    expect(assets.chunks.filter((key) => key === '_react-bbb.js')).toHaveLength(1);
  });

  it('does not count dynamic imports: neither the route chunk’s nor the entry’s', () => {
    const assets = routeAssets(manifest, 'index.html', ['src/features/login/LoginPage.tsx']);
    expect(assets.js).not.toContain('assets/PhoneStep-fff.js');
    expect(assets.js).not.toContain('assets/libphonenumber-ggg.js');
    expect(assets.js).not.toContain('assets/LegalPage-hhh.js');
  });

  it('collects the CSS of every chunk it counts, each file once', () => {
    const assets = routeAssets(manifest, 'index.html', ['src/features/login/LoginPage.tsx']);
    expect(assets.css).toEqual(['assets/index-aaa.css', 'assets/LoginPage-eee.css', 'assets/ui-ddd.css']);
  });

  it('counts a CSS-only chunk reached by a static import as CSS', () => {
    const withCssChunk: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html']!,
        imports: [...manifest['index.html']!.imports!, '_global.css'],
      },
    };
    const assets = routeAssets(withCssChunk, 'index.html');
    expect(assets.css).toContain('assets/global-iii.css');
    expect(assets.js).not.toContain('assets/global-iii.css');
  });

  it('gives another route only what it needs', () => {
    const assets = routeAssets(manifest, 'index.html', ['src/features/legal/LegalPage.tsx']);
    expect(assets.js).toEqual([...ENTRY_JS, 'assets/LegalPage-hhh.js']);
    expect(assets.css).toEqual(['assets/index-aaa.css']);
  });

  it('adds the lazy layouts around a route, each shared chunk once', () => {
    const assets = routeAssets(manifest, 'index.html', [
      'src/app/QueryScope.tsx',
      'src/features/legal/LegalPage.tsx',
    ]);
    expect(assets.js).toEqual([
      ...ENTRY_JS,
      'assets/QueryScope-jjj.js',
      'assets/query-kkk.js',
      'assets/LegalPage-hhh.js',
    ]);
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => routeAssets(manifest, 'index.html', ['src/nowhere.tsx'])).toThrow(
      /no chunk "src\/nowhere.tsx"/,
    );
  });
});

describe('finding keys', () => {
  it('finds the single entry', () => {
    expect(findEntryKey(manifest)).toBe('index.html');
    expect(() => findEntryKey({})).toThrow(/exactly one entry/);
  });

  it('finds a module by its path without extension', () => {
    expect(findModuleKey(manifest, 'src/features/login/LoginPage')).toBe('src/features/login/LoginPage.tsx');
    expect(findModuleKey(manifest, 'src/features/login/Missing')).toBeUndefined();
  });
});
