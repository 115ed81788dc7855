import type { LoginConfig } from './config';
import { LogoutFlow } from './LogoutFlow';

/** /auth/logout-all-sessions: ends every session of the person, then goes on like /auth/logout. */
export default function LogoutAllSessionsPage(props: Partial<LoginConfig>) {
  return <LogoutFlow kind="all" config={props} />;
}
