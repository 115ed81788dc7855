import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_HANDOFF, type BootHandoff } from '../features/login/frame/boot';
import { applyPrefetchedTexts } from './prefetchedTexts';

const store = window as unknown as Record<string, BootHandoff | undefined>;
const leave = (language: string, answer: unknown) => {
  store[BOOT_HANDOFF] = { texts: { language, answer: Promise.resolve(answer) } };
};
async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en-US', resources: {} });
  return i18n;
}

afterEach(() => {
  delete store[BOOT_HANDOFF];
});

describe('applyPrefetchedTexts', () => {
  it('overlays the boot script’s package for the language the app asks for first, once', async () => {
    const i18n = await instance('fr-CA');
    leave('fr-CA', { resources: { login: { title: 'Connexion' } } });
    expect(await applyPrefetchedTexts(i18n)).toBe('fr-CA');
    expect(i18n.t('login:title')).toBe('Connexion');
    expect(store[BOOT_HANDOFF]).toEqual({});
    expect(await applyPrefetchedTexts(i18n)).toBeNull();
  });

  it('leaves the asking to the app for another language, a failed call or a body that is no package', async () => {
    const i18n = await instance('es-US');
    leave('fr-CA', { resources: { login: { title: 'Connexion' } } });
    expect(await applyPrefetchedTexts(i18n)).toBeNull();
    leave('es-US', null);
    expect(await applyPrefetchedTexts(i18n)).toBeNull();
    leave('es-US', { message: '<html>proxy error</html>' });
    expect(await applyPrefetchedTexts(i18n)).toBeNull();
    expect(i18n.t('login:title')).toBe('title');
  });
});
