import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useFinish } from '../../common/navigation/useFinish';

/**
 * /auth/obligations/{obligation} for a kind this app has no page for (src/lib/obligations.ts sends
 * unknown commands here rather than ignoring them). It says so and offers the two ways on: Check again
 * (the obligation check, which goes on when it is met elsewhere or leads to a page the app has) and
 * Sign out. The kind from the address is not shown: it is whatever the address says.
 */
export default function UnknownObligationPage() {
  const { t } = useTranslation('obligations');
  const finish = useFinish({ recheckObligations: true });
  const [busy, setBusy] = useState(false);
  const [stillRequired, setStillRequired] = useState(0);

  const checkAgain = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await finish();
    setBusy(false);
    if (outcome === 'stillRequired') setStillRequired((count) => count + 1);
  };

  return (
    <div className="stack">
      <PageHeading>{t('unknown.title')}</PageHeading>
      <p>{t('unknown.message')}</p>
      {stillRequired > 0 ? (
        // A new key each time: the same words are announced again after another try.
        <Alert key={stillRequired} status="info" title={t('unknown.stillRequired.title')}>
          {t('unknown.stillRequired.message')}
        </Alert>
      ) : null}
      <div className="actions">
        <Button busy={busy} onClick={() => void checkAgain()}>
          {t('unknown.checkAgain')}
        </Button>
        <LinkButton variant="secondary" to={paths.logout.path} replace>
          {t('signOut')}
        </LinkButton>
      </div>
    </div>
  );
}
