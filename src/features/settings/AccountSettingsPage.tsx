import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_SETTINGS_TAB,
  LANDING_PATH,
  nexoSettingsTabs,
  paths,
  settingsTabs,
  type SettingsTab,
} from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { PagePending, QueryBoundary } from '../../common/data/QueryBoundary';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useSession } from '../../common/session/useSession';
import { Button, LinkButton } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LinkTabs } from '../../ui/LinkTabs';
import { PageHeading } from '../../ui/PageHeading';
import { UnsavedChangesContext, useUnsavedChangesRegistry } from '../../common/form/unsavedChanges';
import { useScreenTitle } from '../../common/documentTitle';
import { initialsOf } from './initials';

/**
 * /auth/account-settings/{tab}: the header (Back, which asks before discarding unsaved
 * changes; the person's initials and first name; the optional way back to a client; Sign out), the
 * tabs as links (a select on narrow screens), and the current tab: a child route with its own code and
 * loader (src/app/routeCode.ts), rendered in the `<Outlet />`. A tab this session may not see goes to
 * switch-clients (so do the bare path and any other below it: `paths.accountSettingsRoot`); people
 * signed in through the other sign-in system get three.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <QueryBoundary
      heading={<PageHeading>{t('heading')}</PageHeading>}
      pendingLabel={t('loading')}
      errorTitle={t('loadError.title')}
      errorMessage={t('loadError.message')}
    >
      <SettingsLayout />
    </QueryBoundary>
  );
}

function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const { check, person, client } = useSession();
  const go = useGo();
  const unsavedChanges = useUnsavedChangesRegistry();
  const [asking, setAsking] = useState(false);

  const allowed: readonly SettingsTab[] = check.isNexo ? nexoSettingsTabs : settingsTabs;
  const here = pathname.replace(/\/+$/, '');
  const tab = allowed.find((name) => paths.accountSettings.href({ tab: name }) === here);
  // Each tab names the document ("Change password · Account settings").
  useScreenTitle(tab ? `${t(`tabs.${tab}`)} · ${t('title')}` : t('title'));
  if (!tab)
    return <Navigate to={paths.accountSettings.href({ tab: DEFAULT_SETTINGS_TAB }, search)} replace />;

  // The landing page is the product's, outside this app: a full page load.
  const leave = () => go(destinationFor(LANDING_PATH, window.location.origin));
  const returnUrl = searchParams.get('returnUrl');
  const backToClient = returnUrl ? sanitizeRedirect(returnUrl) : null;

  return (
    <div className="stack">
      <div className="settings-header">
        <Button
          variant="secondary"

          onClick={() => (unsavedChanges.holdsUnsaved() ? setAsking(true) : leave())}
        >
          <span aria-hidden="true">← </span>
          {t('header.back')}
        </Button>
        <div className="settings-header__person">
          <span className="settings-header__avatar" aria-hidden="true">
            {initialsOf(person.firstName, person.lastName)}
          </span>
          <span>{person.firstName}</span>
        </div>
        <div className="settings-header__actions">
          {backToClient ? (
            <a className="btn btn--secondary" href={backToClient}>
              <span className="btn__label">
                {t('header.backToClient', { clientName: client.clientName })}
              </span>
            </a>
          ) : null}
          <LinkButton variant="secondary" to={paths.logout.path}>
            {t('header.signOut')}
          </LinkButton>
        </div>
      </div>
      <PageHeading>{t('heading')}</PageHeading>
      <LinkTabs
        label={t('tabs.label')}
        goLabel={t('tabs.show')}
        tabs={allowed.map((name) => ({
          to: paths.accountSettings.href({ tab: name }, search),
          label: t(`tabs.${name}`),
        }))}
      />
      <UnsavedChangesContext value={unsavedChanges}>
        <div>
          <Suspense fallback={<PagePending label={t('tabLoading')} />}>
            <Outlet />
          </Suspense>
        </div>
      </UnsavedChangesContext>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('discard.title')}
        message={<p>{t('discard.message')}</p>}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('discard.cancel')}
        onConfirm={leave}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
