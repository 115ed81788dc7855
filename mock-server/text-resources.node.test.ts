import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { identityOrchestratorV1Handlers } from './handlers/identity-orchestrator-v1/index.ts';
import { codeOf, createHarness, type Harness } from './handlers/test-harness.ts';
import { pseudoLocalizeTree } from './pseudo-locale.ts';
import { appText } from './text-resources.ts';
import spanishSettings from '../locales/es-US/settings.json';
import frenchNotices from '../locales/fr-CA/notices.json';

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../locales');
const RESOURCES = '/api/identity-orchestrator/v1/resources/identity-ui-client';

const resources = (h: Harness, language: string) =>
  h.call('GET', RESOURCES, { headers: { 'user-language': language } });

/** The repo's catalogues of one language, as the service's `resources` object. */
const repoCatalogue = (language: string) =>
  Object.fromEntries(
    readdirSync(resolve(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace('.json', ''),
        JSON.parse(readFileSync(resolve(LOCALES, language, file), 'utf8')) as unknown,
      ]),
  );

describe('GET /resources/identity-ui-client serves the repo’s catalogues', () => {
  const harness = () => createHarness((context) => identityOrchestratorV1Handlers(context));

  it.each([
    ['fr-CA', 'fr-CA', 'fr-CA'],
    ['fr', 'fr', 'fr-CA'],
    ['FR-ca', 'fr-CA', 'fr-CA'],
    ['es-US', 'es-US', 'es-US'],
    ['es', 'es', 'es-US'],
  ])('user-language %s answers %s with every namespace of locales/%s', async (header, served, folder) => {
    const h = await harness();
    const result = await resources(h, header);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      version: expect.any(String),
      language: served,
      resources: repoCatalogue(folder),
    });
  });

  it('covers every English namespace, so a new one cannot be left out of the mock', async () => {
    const h = await harness();
    const english = readdirSync(resolve(LOCALES, 'en-US')).map((file) => file.replace('.json', ''));
    for (const language of ['fr-CA', 'es-US']) {
      const { resources: served } = (await resources(h, language)).body as { resources: object };
      expect(Object.keys(served).sort(), language).toEqual(english.sort());
    }
  });

  it('serves the en-XA pseudo-locale: every English text of every namespace, marked', async () => {
    const h = await harness();
    const result = await resources(h, 'en-XA');
    expect(result.status).toBe(200);
    const { language, resources: served } = result.body as { language: string; resources: object };
    expect(language).toBe('en-XA');
    expect(served).toEqual(pseudoLocalizeTree(repoCatalogue('en-US') as never));
    expect((served as { login: { title: string } }).login.title).toMatch(/^\[.*\]$/);
  });

  it.each(['de', 'es-MX', 'fr-FR', 'pt-BR'])(
    'answers 404 for %s, so the app falls back',
    async (language) => {
      const h = await harness();
      const result = await resources(h, language);
      expect([result.status, codeOf(result.body)]).toEqual([404, 'RESOURCE_NOT_FOUND']);
    },
  );
});

describe('the mock pages’ links into the app speak its language', () => {
  it('take a text from the language, its base language, else English; nested keys too', () => {
    expect(appText('fr-CA', 'notices:backToLogin')).toBe(frenchNotices.backToLogin);
    expect(appText('es-MX', 'settings:header.signOut')).toBe(spanishSettings.header.signOut);
    expect(appText('de-DE', 'login:title')).toBe('Sign in');
    expect(appText(undefined, 'login:title')).toBe('Sign in');
    expect(appText('en-XA', 'login:title')).toMatch(/^\[Šíĝñ íñ/);
  });
});
