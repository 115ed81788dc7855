import { ChangePasswordForm } from '../../common/password/ChangePasswordForm';
import { SettingsTab } from './SettingsTab';

/**
 * The change-password tab: the shared form under the tab's heading (it tells the page's Back whether
 * it holds unsaved changes itself). Success (or too many attempts) counts down and ends every session;
 * its words are the `password` catalogue's, which the route loads.
 */
export default function ChangePasswordTab() {
  return (
    <SettingsTab text="changePassword">
      <ChangePasswordForm />
    </SettingsTab>
  );
}
