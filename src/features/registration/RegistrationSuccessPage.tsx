import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../lib/browser';
import { HOME_PATH } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { AnchorButton } from '../../ui/AnchorButton';
import { appLinks, OPEN_APP_FALLBACK_MS, platformOf } from './appLinks';

/**
 * /auth/a/registration/success: on a desktop the message and
 * a continue link to the product home; on a phone the store for its platform, "Open the app" (the
 * store after 500 ms when the app did not take over) and "Continue on desktop".
 */
export default function RegistrationSuccessPage() {
  const { t } = useTranslation('registration');
  const [platform] = useState(() => platformOf(navigator.userAgent, navigator.maxTouchPoints));
  const [desktopChosen, setDesktopChosen] = useState(false);
  const fallback = useRef<number | undefined>(undefined);
  const continueLink = useRef<HTMLAnchorElement>(null);
  const storeUrl = platform === 'ios' ? appLinks.iosStoreUrl : appLinks.androidStoreUrl;

  useEffect(() => {
    // The app opened: the page is hidden, and the store must not follow it.
    const cancel = () => {
      if (document.visibilityState === 'hidden') window.clearTimeout(fallback.current);
    };
    document.addEventListener('visibilitychange', cancel);
    return () => {
      document.removeEventListener('visibilitychange', cancel);
      window.clearTimeout(fallback.current);
    };
  }, []);

  // "Continue on desktop" goes away with the phone's choices: the focus moves to Continue, not to <body>.
  useEffect(() => {
    if (desktopChosen) continueLink.current?.focus();
  }, [desktopChosen]);

  const openApp = () => {
    window.clearTimeout(fallback.current);
    fallback.current = window.setTimeout(() => browserLocation.assign(storeUrl), OPEN_APP_FALLBACK_MS);
    browserLocation.assign(appLinks.appUrl);
  };

  const mobile = platform !== 'desktop' && !desktopChosen;
  return (
    <section className="stack" aria-labelledby="registration-success-title">
      <PageHeading id="registration-success-title">{t('success.title')}</PageHeading>
      <Alert status="success">{t('success.message')}</Alert>
      {mobile ? (
        <>
          <p>{t('success.mobileIntro')}</p>
          <div className="actions">
            <Button onClick={openApp}>{t('success.openApp')}</Button>
            <AnchorButton variant="secondary" href={storeUrl} data-platform={platform}>
              {platform === 'ios' ? t('success.appStore') : t('success.playStore')}
            </AnchorButton>
            <Button variant="link" onClick={() => setDesktopChosen(true)}>
              {t('success.continueOnDesktop')}
            </Button>
          </div>
        </>
      ) : (
        <div className="actions">
          <AnchorButton ref={continueLink} href={HOME_PATH}>{t('success.continue')}</AnchorButton>
        </div>
      )}
    </section>
  );
}
