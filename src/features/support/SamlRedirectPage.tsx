import { useParams } from 'react-router-dom';
import { clientSamlPageQueryOptions } from '../../api/queries/support';
import { LeavingPage } from './LeavingPage';

/** The contract's bound on a client id (openapi getClientSamlPage). */
const CLIENT_ID_MAX = 64;

/**
 * /auth/user/saml-redirect/:clientId: to the client's SAML
 * sign-in page. FAILED_TO_GET_SETTINGS ends on the incorrect-app-id page, any other failure on the
 * unsupported one (no answer: Try again).
 */
export default function SamlRedirectPage() {
  const clientId = useParams().clientId?.trim() ?? '';
  const usable = clientId !== '' && clientId.length <= CLIENT_ID_MAX;
  return (
    <LeavingPage
      words="samlRedirect"
      target={
        usable ? { lookup: clientSamlPageQueryOptions(clientId) } : { kind: 'FAILURE_SAML_INCORRECT_APP_ID' }
      }
    />
  );
}
