import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { recordRequests } from '../../tests/request-recorder';
import { loadTextOverlay } from '../common/language/switchLanguage';
import { bundledResources, DEFAULT_LANGUAGE, loadNamespaces, overlayCandidates } from './i18n';

const mock = mockServerForFile();

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    // A copy: addResourceBundle writes into the store, which would otherwise be the shared bundle.
    resources: structuredClone(bundledResources),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
  });
  return i18n;
}

const requests = recordRequests(() => mock.server);

describe('translation overlay', () => {
  it('tries the regional variant, then the base language; English needs none', () => {
    expect(overlayCandidates('fr-CA')).toEqual(['fr-CA', 'fr']);
    expect(overlayCandidates('es')).toEqual(['es']);
    expect(overlayCandidates('en-US')).toEqual([]);
    expect(overlayCandidates('en-CA')).toEqual(['en-CA']);
  });

  it('overlays the fetched package on the bundled English for the current language', async () => {
    const i18n = await instance('es-US');
    expect(await loadTextOverlay(i18n, 'es-US')).toBe('es-US');
    expect(i18n.t('common:close')).toBe('Cerrar');
    expect(i18n.t('common:footer.legal')).toBe('Términos legales');
  });

  it('falls back from the regional variant to the base language', async () => {
    const i18n = await instance('fr-FR');
    expect(await loadTextOverlay(i18n, 'fr-FR')).toBe('fr');
    const languages = requests.to('/resources/identity-ui-client').map((r) => r.headers.get('user-language'));
    expect(languages).toEqual(['fr-FR', 'fr']);
    expect(i18n.t('common:close')).toBe('Fermer');
  });

  it('keeps English when neither the regional variant nor the base language has a package', async () => {
    const i18n = await instance('pt-BR');
    expect(await loadTextOverlay(i18n, 'pt-BR')).toBeNull();
    const languages = requests.to('/resources/identity-ui-client').map((r) => r.headers.get('user-language'));
    expect(languages).toEqual(['pt-BR', 'pt']);
    expect(i18n.t('common:close')).toBe('Close');
  });
});

describe('catalogues', () => {
  it('bundles only what sign-in, the sign-in frame and the result pages need; the rest load with their routes', () => {
    const bundled = Object.keys(bundledResources[DEFAULT_LANGUAGE]!).sort();
    expect(bundled).toEqual(['common', 'login', 'validation']);
  });

  it('adds a route’s catalogue once, and leaves the bundled ones alone', async () => {
    const i18n = await instance('en-US');
    expect(i18n.hasResourceBundle(DEFAULT_LANGUAGE, 'recovery')).toBe(false);
    await loadNamespaces(['recovery', 'common'], i18n);
    expect(i18n.t('recovery:forgotPassword.title')).toBe('Forgot your password?');
    const recovery = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'recovery');
    await loadNamespaces(['recovery'], i18n);
    expect(i18n.getResourceBundle(DEFAULT_LANGUAGE, 'recovery')).toBe(recovery);
  });

  it('keeps an overlay loaded before the English catalogue arrives', async () => {
    const i18n = await instance('es-US');
    i18n.addResourceBundle('es-US', 'notices', { archived: { title: 'Archivado' } }, true, true);
    await loadNamespaces(['notices'], i18n);
    expect(i18n.t('notices:archived.title')).toBe('Archivado');
    expect(i18n.t('notices:outage.title')).toBe("We're fixing a problem");
  });
});

describe('typed keys', () => {
  it('src/i18next.d.ts lists every catalogue of locales/en-US, so every key is type-checked', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const catalogues = readdirSync(join(root, 'locales/en-US'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    const declaration = readFileSync(join(root, 'src/i18next.d.ts'), 'utf8');
    const typed = [...declaration.matchAll(/^\s+(\w+): typeof \1;$/gm)].map((match) => match[1]).sort();
    expect(typed).toEqual(catalogues);
  });
});
