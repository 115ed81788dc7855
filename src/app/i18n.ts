import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { identityOrchestratorV1 } from '../api';
import { COOKIE, getCookie } from '../lib/cookies';

export const DEFAULT_LANGUAGE = 'en-US';

// English is bundled and complete. The long legal text is left out of the entry bundle: the terms
// page adds its own namespace when it loads.
const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en-US/*.json', '!**/legal.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const bundledResources: Resource = {
  [DEFAULT_LANGUAGE]: Object.fromEntries(
    Object.entries(catalogues).map(([path, catalogue]) => [
      path.split('/').pop()!.replace('.json', ''),
      catalogue,
    ]),
  ),
};

export function currentLanguage(): string {
  return getCookie(COOKIE.language) ?? DEFAULT_LANGUAGE;
}

export function initI18n(language = currentLanguage()) {
  void i18n.use(initReactI18next).init({
    resources: bundledResources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(bundledResources[DEFAULT_LANGUAGE]!),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** Regional variant → base language; English needs no overlay. */
export function overlayCandidates(language: string): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const base = language.split('-')[0]!;
  return [...new Set([language, base])].filter((candidate) => candidate !== 'en');
}

/**
 * Overlays the fetched text resource package on the bundled English: the regional variant first, then
 * the base language; when neither exists the English stays. Never blocks the first paint.
 */
export async function loadTextOverlay(instance = i18n, language = instance.language): Promise<string | null> {
  for (const candidate of overlayCandidates(language)) {
    try {
      const { data } = await identityOrchestratorV1.GET('/resources/identity-ui-client', {
        params: { header: { 'user-language': candidate } },
      });
      if (!data) continue;
      for (const [namespace, resources] of Object.entries(data.resources ?? {})) {
        instance.addResourceBundle(language, namespace, resources, true, true);
      }
      return candidate;
    } catch {
      // Not available for this variant: try the next, in the end English stays.
    }
  }
  return null;
}
