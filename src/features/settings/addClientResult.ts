/**
 * How adding a client went, carried across the reload that follows it. The product shows a toast,
 * closes the dialog and reloads the page half a second later, which takes the toast with it before
 * most people could read it. So the result is kept for the tab (session storage) before the reload and
 * the reloaded tab says it again, on the page, until the person dismisses it. Where storage cannot be
 * written, the toast alone remains.
 */
import { safeStorage } from '../../lib/storage';

export const ADD_CLIENT_RESULT_KEY = 'identity-web:add-client-result';

export interface AddClientResult {
  added: boolean;
  /** The client's name, as the message names it. */
  client: string;
}

const storage = safeStorage('session');

export function keepAddClientResult(result: AddClientResult): void {
  storage.setJson(ADD_CLIENT_RESULT_KEY, result);
}

/** The kept result, read once by the reloaded page and forgotten, so a later visit does not repeat it. */
export function takeAddClientResult(): AddClientResult | null {
  const result = storage.getJson(ADD_CLIENT_RESULT_KEY, (value) => {
    const record = (value ?? {}) as Record<string, unknown>;
    return typeof record.added === 'boolean' && typeof record.client === 'string'
      ? { added: record.added, client: record.client }
      : null;
  });
  storage.remove(ADD_CLIENT_RESULT_KEY);
  return result;
}
