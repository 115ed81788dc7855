/**
 * What a journey asks the page to find, on both sides of the protocol: the journeys and ./visit.ts
 * build a `Query`, ./in-page.ts answers it with Testing Library's role queries in the page.
 */
import type { ByRoleMatcher } from '@testing-library/dom';

/**
 * A role and accessible name (and heading level), a label (a password field has no role), a CSS
 * selector or a test id, inside another query's element.
 */
export type Query = {
  role?: ByRoleMatcher;
  name?: string | RegExp;
  label?: string | RegExp;
  level?: number;
  css?: string;
  testId?: string;
  within?: Query;
};

/** A query as JSON (a RegExp becomes its source and flags), the way it crosses into the page. */
type SentText = string | { source: string; flags: string };
export type SentQuery = Omit<Query, 'name' | 'label' | 'within'> & {
  name?: SentText;
  label?: SentText;
  within?: SentQuery;
};

const sent = (text: string | RegExp | undefined) =>
  text instanceof RegExp ? { source: text.source, flags: text.flags } : text;

export function serialize(query: Query): SentQuery {
  const { name, label, within } = query;
  return { ...query, name: sent(name), label: sent(label), within: within && serialize(within) };
}

/** The query in words, for a failure's message. */
export const describe = (query: Query): string =>
  (query.within ? `${describe(query.within)} > ` : '') +
  (query.css ?? (query.testId ? `[data-testid=${query.testId}]` : (query.role ?? 'label'))) +
  ((query.name ?? query.label) ? ` "${String(query.name ?? query.label)}"` : '');
