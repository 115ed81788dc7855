import { AddContactPage } from './AddContactPage';

/** /auth/add-email: see AddContactPage. */
export default function AddEmailPage() {
  return <AddContactPage kind="email" />;
}
