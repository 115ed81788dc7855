import type { LoginConfig } from './config';
import { LogoutFlow } from './LogoutFlow';

/** /auth/logout: ends this session, then login (same query), single sign-on, or the other system. */
export default function LogoutPage(props: Partial<LoginConfig>) {
  return <LogoutFlow kind="current" config={props} />;
}
