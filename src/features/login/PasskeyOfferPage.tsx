import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { hasCode } from '../../api/errors';
import { createPasskey } from '../../api/passkeys';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { useGo, type Destination } from '../../common/navigation/go';
import { classifyFailure, formMessage, type Outcome } from '../../common/outcome/outcome';
import { LANDING_PATH } from '../../lib/paths';
import { isCeremonyCancelled } from '../../lib/webAuthn';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { declineOffer, rememberDevicePasskey } from './passkeyOffer';

/** What the sign-in form hands this page: where sign-in was going, and who signed in. */
export interface PasskeyOfferState {
  destination: Destination;
  username: string;
}

const offerStateOf = (state: unknown): PasskeyOfferState | null => {
  const value = state as Partial<PasskeyOfferState> | null;
  return value && typeof value.username === 'string' && value.destination
    ? (value as PasskeyOfferState)
    : null;
};

/** A closed browser dialog is no failure: the person stays to choose again. */
const offerFailure = (error: unknown): Outcome =>
  isCeremonyCancelled(error)
    ? { kind: 'handled' }
    : classifyFailure<never, never>(error, (apiError) =>
        hasCode(apiError, 'PASSKEY_VERIFICATION_FAILED')
          ? formMessage('passkeyOffer:failedTitle', 'passkeyOffer:failed')
          : null,
      );

/**
 * /auth/passkey-offer: between a password sign-in and where it was going (which may
 * be another app), once, when `shouldOfferPasskey` (./passkeyOffer.ts) says so. Create runs the
 * browser's passkey dialog and goes on; Not now is remembered for 30 days and goes on. Reached without
 * the sign-in form's state (a reload), it goes on to the landing page.
 */
export default function PasskeyOfferPage() {
  const { t } = useTranslation('passkeyOffer');
  const location = useLocation();
  const go = useGo();
  const offer = offerStateOf(location.state);
  const destination: Destination = offer?.destination ?? { type: 'navigate', to: LANDING_PATH };

  const create = useAppAction({
    action: async () => {
      const passkey = await createPasskey();
      rememberDevicePasskey(passkey.id);
      go(destination);
      return 'leaving';
    },
    failure: offerFailure,
  });

  const notNow = () => {
    if (offer) declineOffer(offer.username);
    go(destination);
  };

  return (
    <section className="stack" aria-labelledby="passkey-offer-heading">
      <PageHeading id="passkey-offer-heading" subtitle={t('intro')}>
        {t('heading')}
      </PageHeading>
      <FormError error={create.error} id={create.errorId} slow={create.slow} />
      <p>{t('how')}</p>
      <div className="actions">
        <Button onClick={() => create.run()} busy={create.busy}>
          {t('create')}
        </Button>
        <Button variant="secondary" onClick={notNow} disabled={create.busy}>
          {t('notNow')}
        </Button>
      </div>
    </section>
  );
}
