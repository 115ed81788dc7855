import { useState } from 'react';
import { ChangePasswordForm } from '../../common/password/ChangePasswordForm';
import { useReportUnsavedChanges } from './unsavedChanges';
import { SettingsTab } from './SettingsTab';

/**
 * The change-password tab: the shared form under the tab's heading.
 * Success (or too many attempts) counts down and ends every session; its words are the `password`
 * catalogue's, which the route loads.
 */
export default function ChangePasswordTab() {
  const [dirty, setDirty] = useState(false);
  useReportUnsavedChanges(dirty);
  return (
    <SettingsTab text="changePassword">
      <ChangePasswordForm onDirtyChange={setDirty} />
    </SettingsTab>
  );
}
