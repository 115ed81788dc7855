/**
 * What a sign-in goes on to, fetched by the sign-in page ahead of time (./prefetch.ts: once the page is
 * idle after its first paint, and at the latest when Log in is pressed): the follow-ups (./followUps.ts:
 * the language switch, the remembered account's save and the passkey offer's rules), which run between
 * POST /login and the next page; and the layer signed-in pages and forms stand on (TanStack Query, the
 * form kit with react-hook-form and zod). A module that imports one of them gets it from the browser's
 * cache by then, so none costs a round trip after POST /login, and a page after sign-in fetches only
 * what is its own. The signed-in pages' layouts are fetched beside it (the build's list: this feature
 * may not import them). The bench counts these chunks as loaded by the sign-in page, not as its first
 * paint (scripts/bench/route-table.ts `signInAheadModules`), and the build lists their files for the
 * boot script (scripts/build/login-frame/plugin.ts).
 */
export * from './followUps';
export { QueryClientProvider } from '@tanstack/react-query';
export { useAppForm } from '../../../common/form/useAppForm';
