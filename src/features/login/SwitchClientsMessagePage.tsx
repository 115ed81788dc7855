import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { browserLocation } from '../../lib/browser';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { clearSwitchClientsDetails, readSwitchClientsDetails } from '../../common/session/switchClients';
import { appConfig } from '../../lib/config';
import { switchContinueDestination } from './switchContinue';

/**
 * /auth/switch-clients-message: after a switch that needs a fresh sign-in, explains the
 * switch and the user id to sign in with; Continue goes to sign in there (`switchContinueDestination`).
 */
export default function SwitchClientsMessagePage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const [details] = useState(readSwitchClientsDetails);

  const onContinue = () => {
    clearSwitchClientsDetails();
    const destination = switchContinueDestination(
      details,
      appConfig.externalBaseUrl,
      location.search,
      window.location.origin,
    );
    if (destination.type === 'navigate') void navigate(destination.to, { replace: true });
    else browserLocation.assign(destination.url);
  };

  return (
    <section className="stack" aria-labelledby="switch-clients-heading">
      <PageHeading id="switch-clients-heading">{t('switchClientsMessage.heading')}</PageHeading>
      {/* "The user ID below" only when there is one below. */}
      {details ? (
        <>
          <p>{t('switchClientsMessage.body')}</p>
          <p data-testid="switch-clients-user-id">
            {t('switchClientsMessage.userIdLabel')} <strong>{details.username}</strong>
          </p>
        </>
      ) : (
        <p>
          {t('switchClientsMessage.bodyWithoutUserId')} {t('switchClientsMessage.userIdUnknown')}
        </p>
      )}
      <div className="actions">
        <Button block onClick={onContinue}>
          {t('switchClientsMessage.continue')}
        </Button>
      </div>
    </section>
  );
}
