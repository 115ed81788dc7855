/**
 * Step 1 of src/common/prerendered/firstScreen.ts: a route's first screen, the route's own page from
 * the route table's code (src/app/routeCode.ts) in the app's providers and page layout, in English and
 * each other language as a `<template data-language>` carrying its document title. Nothing per page:
 * the route's name picks its page, its catalogues, its layout and its loader's data
 * (src/app/firstScreens.ts). As sign-in's frame: ids prefixed (the app's are on the page beside them),
 * no brand's name (a client's must never flash another).
 */
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { firstScreens } from '../../../src/app/firstScreens';
import type { RouteCode } from '../../../src/app/routeEntry';
import { addCatalogues, initI18n, loadCatalogues } from '../../../src/app/i18n';
import { routeCode } from '../../../src/app/routeCode';
import { SiteLayout } from '../../../src/app/SiteLayout';
import { overlayTexts } from '../../../src/common/language/language';
import { DEFAULT_LANGUAGE, OFFERED } from '../../../src/common/language/languages';
import { FIRST_SCREEN_ATTRIBUTE, fillMark } from '../../../src/common/prerendered/firstScreen';
import { PRERENDERED_FRAME_ID, PRERENDERED_ID_PREFIXES } from '../../../src/common/prerendered/frame';
import { paths, type PageRouteName } from '../../../src/lib/paths';
import { IdPrefixContext } from '../../../src/ui/Layout';
import { ToastProvider } from '../../../src/ui/Toasts';
import { textResourcePackage } from '../../../mock-server/text-resources';
import { addressOf } from './documents';

export const FIRST_SCREEN_ID_PREFIX = PRERENDERED_ID_PREFIXES.firstScreen;

/**
 * A query client whose every query has `answer` already (a screen is shown once its first read
 * answered 2xx): the page's `useSuspenseQuery` renders its content, not its pending state.
 */
function answeredWith(answer: unknown): QueryClient {
  const cache = new QueryCache();
  const build = cache.build.bind(cache);
  const answered = {
    data: answer,
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  } as const;
  cache.build = (client, options, state) => build(client, options, state ?? (answered as never));
  return new QueryClient({ queryCache: cache });
}

/** A rendered first screen: its element (hidden), and its English document title. */
export type RenderedFirstScreen = { html: string; title: string };

/**
 * The screen of each route src/app/firstScreens.ts names, by name. Rendered as this module loads: the
 * build runs it in Vite's module runner, which takes no `import()` (a page's chunk) once the import
 * of this module has returned.
 */
export const firstScreenPages = await renderFirstScreens();

async function renderFirstScreens(): Promise<Partial<Record<PageRouteName, RenderedFirstScreen>>> {
  const names = Object.keys(firstScreens) as PageRouteName[];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await renderFirstScreen(name)])),
  );
}

export async function renderFirstScreen(name: PageRouteName): Promise<RenderedFirstScreen> {
  const { path, screen } = paths[name];
  const code = (routeCode as Partial<Record<PageRouteName, RouteCode>>)[name];
  if (!code || 'redirect' in screen) throw new Error(`first screens: ${name} is no page of the route table`);
  const { loaderData, readAnswer, params = {}, computed = [] } = firstScreens[name] ?? {};
  const Page = (await code.component()) as ComponentType;
  // A page with tabs: the tab its address names, in the page's outlet.
  const tab = params.tab === undefined ? undefined : code.tabs?.[params.tab];
  if (params.tab !== undefined && !tab) throw new Error(`first screens: ${name} has no tab ${params.tab}`);
  const Tab = tab && ((await tab.component()) as ComponentType);
  const namespaces = [
    screen.title.split(':')[0]!,
    ...('namespaces' in screen ? (screen.namespaces ?? []) : []),
  ];
  const catalogues = await loadCatalogues(namespaces);
  const textsIn = (language: string): I18n => {
    const i18n = initI18n(language);
    addCatalogues(i18n, catalogues);
    overlayTexts(i18n, language, textResourcePackage(language)?.resources);
    return i18n;
  };
  const handler = createStaticHandler([
    {
      id: 'first-screen',
      path,
      loader: () => loaderData ?? null,
      element: (
        <SiteLayout brand="" signedIn={screen.area === 'signedIn'} variant={screen.layout ?? 'card'}>
          <Page />
        </SiteLayout>
      ),
      ...(Tab && { children: [{ index: true, element: <Tab /> }] }),
    },
  ]);
  // An address of the route: its parameters' values, each other parameter its name.
  const address = addressOf(path, params).replace(/:(\w+)/g, '$1');
  const context = await handler.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error(`first screens: ${name}'s route answered a redirect`);
  const render = (i18n: I18n) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={answeredWith(readAnswer)}>
        <ToastProvider>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const english = textsIn(DEFAULT_LANGUAGE);
  const translations = OFFERED.filter((language) => language !== DEFAULT_LANGUAGE).map(textsIn);
  const rendered = renderToStaticMarkup(
    <IdPrefixContext value={FIRST_SCREEN_ID_PREFIX}>
      <div id={PRERENDERED_FRAME_ID} lang={DEFAULT_LANGUAGE} hidden {...{ [FIRST_SCREEN_ATTRIBUTE]: name }}>
        {render(english)}
        {translations.map((i18n) => (
          <template key={i18n.language} data-language={i18n.language} data-title={i18n.t(screen.title)}>
            {render(i18n)}
          </template>
        ))}
      </div>
    </IdPrefixContext>,
    { identifierPrefix: FIRST_SCREEN_ID_PREFIX },
  );
  // Each computed text as the page renders it from the marks (a text of its own), marked in turn.
  const html = computed.reduce((markup, { from, compute }, index) => {
    const text = `>${compute(...from.map(fillMark))}<`;
    if (!markup.includes(text)) throw new Error(`first screens: ${name} renders no ${text}`);
    return markup.replaceAll(text, `>${fillMark(`=${index}`)}<`);
  }, rendered);
  return { html, title: english.t(screen.title) };
}
