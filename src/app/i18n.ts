import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, initialLanguage } from '../common/language/language';

export { DEFAULT_LANGUAGE, overlayCandidates } from '../common/language/language';

// English is complete. The entry bundles only what sign-in and every page's frame need (with the
// words of the page shown when a result page itself cannot load: ./LazyResultPage.tsx); every other
// namespace is a chunk of its own, loaded with the routes that use it (loadNamespaces, called by the
// route table, and the result page's own loader). The two lists below must stay complementary.
const entryCatalogues = import.meta.glob<Record<string, unknown>>(
  '../../locales/en-US/{common,login,validation}.json',
  { eager: true, import: 'default' },
);
const lazyCatalogues = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en-US/*.json', '!**/{common,login,validation}.json'],
  { import: 'default' },
);

const namespaceOf = (path: string) => path.split('/').pop()!.replace('.json', '');

export const bundledResources: Resource = {
  [DEFAULT_LANGUAGE]: Object.fromEntries(
    Object.entries(entryCatalogues).map(([path, catalogue]) => [namespaceOf(path), catalogue]),
  ),
};

const lazyNamespaces = new Map(
  Object.entries(lazyCatalogues).map(([path, load]) => [namespaceOf(path), load]),
);

/**
 * Adds the English catalogues of `namespaces` the instance does not have yet (the entry's are always
 * there). A catalogue that fails to download fails like the route's own chunk would: the route's
 * error boundary shows the unsupported-failure page, whose wording is in the entry.
 */
export async function loadNamespaces(namespaces: readonly string[], instance = i18n): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = lazyNamespaces.get(namespace);
      if (!load || instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) return;
      instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, await load(), true, false);
    }),
  );
}

export function initI18n(language = initialLanguage()) {
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
