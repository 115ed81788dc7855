import OutagePage from '../features/notices/OutagePage';
import { appLog } from '../api/log';

/** /auth/outage and /auth/saml-error: the outage page, logging its `error` query value. */
export default function OutageRoute() {
  return <OutagePage onLog={(message, context) => appLog.log('error', message, context)} />;
}
