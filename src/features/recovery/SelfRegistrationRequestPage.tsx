import { useSelfRegistrationRequest } from './api';
import { EmailRequestPage } from './EmailRequestPage';

/** /auth/self-registration/request: emails a link to continue registering. */
export default function SelfRegistrationRequestPage() {
  const request = useSelfRegistrationRequest();
  return (
    <EmailRequestPage
      titleKey="recovery:selfRegistration.title"
      introKey="recovery:selfRegistration.intro"
      request={request}
      successKind="SUCCESS_SELF_REGISTRATION_REQUEST"
      hintKey="recovery:selfRegistration.hint"
    />
  );
}
