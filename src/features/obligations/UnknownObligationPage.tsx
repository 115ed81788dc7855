import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
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
  const [stillRequired, setStillRequired] = useState(0);
  const checkAgain = useAppAction({
    action: async () => {
      if ((await finish()) === 'left') return 'leaving';
      setStillRequired((count) => count + 1);
      return 'stay';
    },
  });

  return (
    <div className="stack">
      <PageHeading>{t('unknown.title')}</PageHeading>
      <p>{t('unknown.message')}</p>
      <FormError error={checkAgain.error} id={checkAgain.errorId} slow={checkAgain.slow} />
      {stillRequired > 0 ? (
        // A new key each time: the same words are announced again after another try.
        <Alert key={stillRequired} status="info" title={t('unknown.stillRequired.title')}>
          {t('unknown.stillRequired.message')}
        </Alert>
      ) : null}
      <div className="actions">
        <Button busy={checkAgain.busy} onClick={() => checkAgain.run()}>
          {t('unknown.checkAgain')}
        </Button>
        <LinkButton variant="secondary" to={paths.logout.path} replace>
          {t('signOut')}
        </LinkButton>
      </div>
    </div>
  );
}
