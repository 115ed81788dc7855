import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, initialLanguage } from '../common/language/language';

export { DEFAULT_LANGUAGE, overlayCandidates } from '../common/language/language';

// English is complete. The entry bundles only what sign-in and every page's layout need (with the
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

/** English catalogues by namespace, downloaded: the same for every app, added to each app's instance. */
export type Catalogues = ReadonlyArray<readonly [namespace: string, texts: Record<string, unknown>]>;

/**
 * Downloads the English catalogues of `namespaces` (the entry's are always there and are skipped). A
 * catalogue that fails to download fails like the route's own chunk would: the route's error boundary
 * shows the unsupported-failure page, whose wording is in the entry.
 */
export function loadCatalogues(namespaces: readonly string[]): Promise<Catalogues> {
  return Promise.all(
    namespaces.flatMap((namespace) => {
      const load = lazyNamespaces.get(namespace);
      return load ? [load().then((texts) => [namespace, texts] as const)] : [];
    }),
  );
}

/** Adds the catalogues `instance` does not have yet. */
export function addCatalogues(instance: I18n, catalogues: Catalogues): void {
  for (const [namespace, texts] of catalogues) {
    if (!instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
      instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, false);
  }
}

/**
 * `Component`, which adds `catalogues` to the rendering app's instance before it renders: a lazy route or
 * page downloads its catalogues beside its code, before it knows which app will render it.
 */
export function withCatalogues<Props extends object>(
  Component: ComponentType<Props>,
  catalogues: Catalogues,
): ComponentType<Props> {
  if (catalogues.length === 0) return Component;
  return function WithCatalogues(props: Props) {
    addCatalogues(useTranslation().i18n, catalogues);
    return createElement(Component, props);
  };
}

/** Downloads and adds the English catalogues of `namespaces` that `instance` lacks. */
export async function loadNamespaces(namespaces: readonly string[], instance: I18n): Promise<void> {
  addCatalogues(instance, await loadCatalogues(namespaces));
}

/**
 * A new i18next instance in `language`, with the entry's catalogues. One per app (src/main.tsx makes
 * the page's; a test makes its own), handed to the components by App's I18nextProvider, never
 * i18next's shared default: nothing of one app's language or catalogues is seen by another.
 */
export function initI18n(language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    // A copy per instance: i18next keeps the object it is given and adds catalogues to it.
    resources: { [DEFAULT_LANGUAGE]: { ...bundledResources[DEFAULT_LANGUAGE] } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(bundledResources[DEFAULT_LANGUAGE]!),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
