import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/messageKey';

type Shown = { message?: unknown; type?: unknown; values?: Record<string, string | number> };

/**
 * The words a form's live region says (FormShell renders it): a field's error as it appears or
 * changes. Validation runs on change, and the error sits in the field's description, which a screen
 * reader reads when the field takes the focus, never when it changes under the caret (typing, or
 * Enter in a field that keeps the focus) or after the focus has moved on: without this the error is
 * seen, not heard. When a submit moves the focus to the field, its error may be said twice (once
 * with the field, once politely here): heard twice is better than not heard. Empty when no error is
 * new, so the same words coming back later are news again.
 */
export function useFieldErrorNews(errors: FieldErrors<FieldValues>): string {
  const { i18n } = useTranslation();
  const shown: Array<[string, string]> = [];
  for (const [name, error] of Object.entries(errors)) {
    const { message, type, values } = (error ?? {}) as Shown;
    // A server's verdict on a field comes with the focus put on it (setFieldError), and it stays
    // out of here so its words are in the page once.
    if (typeof message === 'string' && type !== 'server')
      shown.push([name, i18n.t(message as MessageKey, values ?? {})]);
  }
  const key = JSON.stringify(shown);
  const seen = useRef('[]');
  const [news, setNews] = useState<{ field: string; text: string } | null>(null);

  useEffect(() => {
    const before = new Map<string, string>(JSON.parse(seen.current) as Array<[string, string]>);
    const now = new Map<string, string>(JSON.parse(key) as Array<[string, string]>);
    seen.current = key;
    // The first in the form's order: where a submit sends the focus.
    const fresh = [...now].find(([name, text]) => before.get(name) !== text);
    if (fresh) setNews({ field: fresh[0], text: fresh[1] });
    else setNews((current) => (current && now.get(current.field) === current.text ? current : null));
  }, [key]);

  return news ? `${i18n.t('common:errorPrefix')} ${news.text}` : '';
}
