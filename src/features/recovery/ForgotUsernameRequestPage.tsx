import { useForgotUsernameRequest } from './api';
import { EmailRequestPage } from './EmailRequestPage';

/** /auth/forgot-username/request (the base path redirects here): emails the person's usernames. */
export default function ForgotUsernameRequestPage() {
  const request = useForgotUsernameRequest();
  return (
    <EmailRequestPage
      titleKey="recovery:forgotUsername.title"
      introKey="recovery:forgotUsername.intro"
      request={request}
      successKind="SUCCESS_FORGOT_USERNAME_REQUEST"
      leave="cancel"
    />
  );
}
