import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { clientSamlPageUrl } from '../../api/queries/support';
import { paths } from '../../lib/paths';
import { useGo } from '../../common/navigation/go';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';

/**
 * /auth/obligations/force-saml-authentication?clientId=, the force-SAML obligation: a message and Continue,
 * which sends the browser to the client's SAML sign-in page;
 * signing in there meets it. Without a client there is nowhere to send anyone: the page says so and
 * offers to sign out rather than a Continue that cannot work.
 */
export default function ForceSamlPage() {
  const { t } = useTranslation('obligations');
  const [searchParams] = useSearchParams();
  const clientId = searchParams.get('clientId')?.trim() ?? '';
  const go = useGo();
  const [leaving, setLeaving] = useState(false);

  return (
    <div className="stack">
      <PageHeading>{t('forceSaml.title')}</PageHeading>
      {clientId ? (
        <p>{t('forceSaml.message')}</p>
      ) : (
        <Alert status="error" title={t('forceSaml.noClient.title')}>
          {t('forceSaml.noClient.message')}
        </Alert>
      )}
      <div className="actions">
        {clientId ? (
          <Button
            busy={leaving}
            onClick={() => {
              setLeaving(true);
              go({ type: 'external', url: clientSamlPageUrl(clientId) });
            }}
          >
            {t('forceSaml.continue')}
          </Button>
        ) : null}
        <LinkButton variant={clientId ? 'link' : 'primary'} to={paths.logout.path} replace>
          {t('signOut')}
        </LinkButton>
      </div>
    </div>
  );
}
