import { useForgotPasswordRequest } from './api';
import { EmailRequestPage } from './EmailRequestPage';

/** /auth/forgot-password/request: emails a reset-password link. */
export default function ForgotPasswordRequestPage() {
  const request = useForgotPasswordRequest();
  return (
    <EmailRequestPage texts="forgotPassword" request={request} successKind="SUCCESS_FORGOT_PASS_REQUEST" />
  );
}
