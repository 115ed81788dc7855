import { useCallback } from 'react';
import { paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { useForgetPageToken } from '../../common/data/tokenPage';
import { useFinish } from '../../common/navigation/useFinish';
import { accountDraft } from './draft';

/**
 * The word in a redirect URL that marks a partner's credential journey ("when the
 * redirect URL contains a certain partner keyword"; the spec does not name it, this is our choice).
 * Such a registration ends on the create-credential success notification, which continues to that
 * URL; every other one on the registration success page.
 */
export const PARTNER_REDIRECT_KEYWORD = 'partner';

export function registrationDoneHref(redirectUrl: string | null): string {
  const target = redirectUrl ? sanitizeRedirect(redirectUrl, '') : '';
  return target && target.toLowerCase().includes(PARTNER_REDIRECT_KEYWORD)
    ? paths.createCredentialSuccess.href({ redirectUrl: target })
    : paths.registrationSuccess.href();
}

/**
 * After the account was created: the draft and the tab's token go, and the flow ends where
 * `registrationDoneHref` says, through the one "done, go on" (`useFinish`, its `target` rule).
 */
export function useFinishRegistration(token: string) {
  const forgetToken = useForgetPageToken();
  const finish = useFinish({ target: registrationDoneHref });
  return useCallback(() => {
    accountDraft.clear(token);
    forgetToken();
    void finish();
  }, [finish, token, forgetToken]);
}
