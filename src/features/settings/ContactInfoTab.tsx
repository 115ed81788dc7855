import { useState } from 'react';
import type { ContactMethod } from '../../api/queries/contacts';
import { paths } from '../../lib/paths';
import { AddContactDialog, type AddContactKind } from '../../common/contacts/AddContactDialog';
import { ContactList } from '../../common/contacts/ContactList';
import { SettingsTab } from './SettingsTab';

/** Where an unverified method is verified, and back here afterwards. */
function verifyHref(method: ContactMethod): string {
  return paths.verifyContactInfo.href({
    type: method.type === 'EMAIL' ? 'email' : 'phone',
    purpose: method.isPersonal ? 'personal' : 'business',
    returnUrl: paths.accountSettings.href({ tab: 'contact-info' }),
  });
}

/**
 * The contact-info tab: the shared list with
 * its add, delete (never the only one of a type) and verify actions, and the add-contact modal.
 */
export default function ContactInfoTab() {
  const [adding, setAdding] = useState<AddContactKind | null>(null);
  return (
    <SettingsTab text="contactInfo">
      <ContactList
        headingLevel={3}
        allowDelete
        addEmail={() => setAdding('email')}
        addPhone={() => setAdding('phone')}
        verify={verifyHref}
      />
      <AddContactDialog kind={adding} onClose={() => setAdding(null)} />
    </SettingsTab>
  );
}
