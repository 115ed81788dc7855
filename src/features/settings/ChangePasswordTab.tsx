import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../common/password/ChangePasswordForm';
import { useReportUnsavedChanges } from './unsavedChanges';

/**
 * The change-password tab (spec section 4 "Change password"): the shared form under the tab's heading.
 * Success (or too many attempts) counts down and ends every session; its words are the `password`
 * catalogue's, which the route loads.
 */
export default function ChangePasswordTab() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [dirty, setDirty] = useState(false);
  useReportUnsavedChanges(dirty);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="stack stack--sm">
        <h2 id={headingId}>{t('changePassword.heading')}</h2>
        <p className="text-muted">{t('changePassword.intro')}</p>
      </div>
      <ChangePasswordForm onDirtyChange={setDirty} />
    </section>
  );
}
