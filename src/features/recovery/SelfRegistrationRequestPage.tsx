import { useSelfRegistrationRequest } from './api';
import { EmailRequestPage } from './EmailRequestPage';

/** /auth/self-registration/request: emails a link to continue registering. */
export default function SelfRegistrationRequestPage() {
  const request = useSelfRegistrationRequest();
  return (
    <EmailRequestPage
      texts="selfRegistration"
      request={request}
      successKind="SUCCESS_SELF_REGISTRATION_REQUEST"
      hintKey="recovery:selfRegistration.hint"
    />
  );
}
