import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetAccount, rememberedAccounts, type RememberedAccount } from '../../../lib/rememberedAccounts';
import { Button } from '../../../ui/Button';
import { maskUsername } from '../../../lib/maskUsername';

export interface RememberedAccountsProps {
  /** One click on an account: on with that username, to the password step. */
  onChoose: (username: string) => void;
  disabled: boolean;
}

/**
 * The accounts remembered on this device (src/lib/rememberedAccounts.ts), the most
 * recent first with a "Last used" badge, each with Forget. Its own chunk: the sign-in page loads it
 * only when something is remembered.
 */
export default function RememberedAccounts({ onChoose, disabled }: RememberedAccountsProps) {
  const { t } = useTranslation('login');
  const [accounts, setAccounts] = useState<RememberedAccount[]>(rememberedAccounts);
  const sectionRef = useRef<HTMLElement>(null);
  /** Where the focus goes once a forgotten row is gone: the row now in its place, else the username field. */
  const refocus = useRef<{ index: number; field: HTMLElement | null } | null>(null);

  // Forget removes the button that had the focus; left alone the focus would fall to <body>.
  useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const rows = sectionRef.current?.querySelectorAll<HTMLElement>('.remembered__account') ?? [];
    (rows[Math.min(pending.index, rows.length - 1)] ?? pending.field)?.focus();
  }, [accounts]);

  if (accounts.length === 0) return null;

  const forget = (username: string, index: number) => {
    // Found in the page rather than passed in: the sign-in page's first-load code stays as it is.
    const field = sectionRef.current?.parentElement?.querySelector<HTMLElement>('form input') ?? null;
    refocus.current = { index, field };
    forgetAccount(username);
    setAccounts(rememberedAccounts());
  };

  return (
    <section
      ref={sectionRef}
      className="stack stack--sm"
      aria-labelledby="remembered-heading"
      data-testid="remembered-accounts"
    >
      <h2 id="remembered-heading" className="remembered__heading">
        {t('remembered.heading')}
      </h2>
      <ul className="remembered">
        {accounts.map((account, index) => {
          const masked = maskUsername(account.username);
          const name = account.displayName || masked;
          return (
            <li key={account.username} className="remembered__row">
              <button
                type="button"
                className="remembered__account"
                disabled={disabled}
                aria-label={t('remembered.continueAs', { name, username: masked })}
                onClick={() => onChoose(account.username)}
              >
                <span className="remembered__name">{name}</span>
                <span className="remembered__username">{masked}</span>
                {index === 0 ? (
                  <span className="status-badge status-badge--muted">{t('remembered.lastUsed')}</span>
                ) : null}
              </button>
              <Button
                variant="link"
                disabled={disabled}
                aria-label={t('remembered.forgetLabel', { name })}
                onClick={() => forget(account.username, index)}
              >
                {t('remembered.forget')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
