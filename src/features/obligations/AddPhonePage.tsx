import { AddContactPage } from './AddContactPage';

/** /auth/add-phone: see AddContactPage. */
export default function AddPhonePage() {
  return <AddContactPage kind="phone" />;
}
