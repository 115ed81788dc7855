import { UsernameFlow } from './UsernameFlow';

/** /auth/change-username: the change-username obligation (./UsernameFlow.tsx), always to the form. */
export default function ChangeUsernamePage() {
  return <UsernameFlow page="change" />;
}
