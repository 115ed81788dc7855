import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskUsername } from '../../lib/maskUsername';
import { formatDateTime } from '../../lib/regional';
import {
  forgetAccount,
  forgetAllAccounts,
  REMEMBERED_ACCOUNT_LIFETIME_DAYS,
  rememberedAccounts,
  type RememberedAccount,
} from '../../lib/rememberedAccounts';
import { Button } from '../../ui/Button';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// It formats dates with Intl as its list arrives (src/lib/regional.ts).
loadLocaleDataOffThread();

/**
 * What this browser remembers for the sign-in page ("Remember me on this device"), for the person
 * signed in to see and clear: on a shared computer it may hold other people's accounts as well as
 * theirs. Usernames are masked as on the sign-in page. Nothing here calls the server: the list lives
 * only in this browser's storage. Each Clear says what it did in a status message (read by screen
 * readers, and left on the page), and the focus moves to the next row's Clear, or to the heading
 * when the list is empty, rather than falling to the page.
 */
export function RememberedOnThisDevice() {
  const { t, i18n } = useTranslation('settings');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [accounts, setAccounts] = useState<RememberedAccount[]>(() => rememberedAccounts());
  const [status, setStatus] = useState('');
  /** The row whose Clear takes the focus once the list has re-rendered; -1: the heading. */
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [accounts]);

  const nameOf = (account: RememberedAccount) => account.displayName || maskUsername(account.username);

  const clearOne = (account: RememberedAccount, index: number) => {
    forgetAccount(account.username);
    refocus.current = index;
    setAccounts(rememberedAccounts());
    setStatus(t('devices.remembered.cleared', { name: nameOf(account) }));
  };

  const clearAll = () => {
    forgetAllAccounts();
    refocus.current = -1;
    setAccounts([]);
    setStatus(t('devices.remembered.clearedAll'));
  };

  return (
    <section className="stack stack--sm" aria-labelledby={headingId} data-testid="remembered-on-this-device">
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('devices.remembered.heading')}
      </h3>
      <p className="text-muted">
        {t('devices.remembered.intro', { days: REMEMBERED_ACCOUNT_LIFETIME_DAYS })}
      </p>
      {accounts.length === 0 ? (
        <p>{t('devices.remembered.empty')}</p>
      ) : (
        <>
          <ul ref={listRef} className="remembered">
            {accounts.map((account, index) => {
              const name = nameOf(account);
              return (
                <li key={account.username} className="remembered__row">
                  <span className="remembered__details">
                    <span className="remembered__name">{name}</span>
                    <span className="remembered__username">{maskUsername(account.username)}</span>
                    <span className="text-muted">
                      {t('devices.remembered.lastUsed', {
                        date: formatDateTime(account.lastUsedAt, i18n.language, { dateStyle: 'medium' }),
                      })}
                    </span>
                  </span>
                  <Button
                    variant="link"
                    aria-label={t('devices.remembered.clearNamed', { name })}
                    onClick={() => clearOne(account, index)}
                  >
                    {t('devices.remembered.clear')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {accounts.length > 1 ? (
            <div>
              <Button variant="secondary" onClick={clearAll}>
                {t('devices.remembered.clearAll')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <p role="status" className="form-status">
        {status}
      </p>
    </section>
  );
}
