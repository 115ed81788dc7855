import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMethod } from '../../api/queries/contacts';
import { paths } from '../../lib/paths';
import { AddContactDialog, type AddContactKind } from '../../common/contacts/AddContactDialog';
import { ContactList } from '../../common/contacts/ContactList';

/** Where an unverified method is verified, and back here afterwards. */
function verifyHref(method: ContactMethod): string {
  return paths.verifyContactInfo.href({
    type: method.type === 'EMAIL' ? 'email' : 'phone',
    purpose: method.isPersonal ? 'personal' : 'business',
    returnUrl: paths.accountSettings.href({ tab: 'contact-info' }),
  });
}

/**
 * The contact-info tab (spec sections 2 "Contact info", 4 "Contact info screen"): the shared list with
 * its add, delete (never the only one of a type) and verify actions, and the add-contact modal.
 */
export default function ContactInfoTab() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [adding, setAdding] = useState<AddContactKind | null>(null);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="stack stack--sm">
        <h2 id={headingId}>{t('contactInfo.heading')}</h2>
        <p className="text-muted">{t('contactInfo.intro')}</p>
      </div>
      <ContactList
        headingLevel={3}
        allowDelete
        addEmail={() => setAdding('email')}
        addPhone={() => setAdding('phone')}
        verify={verifyHref}
      />
      <AddContactDialog kind={adding} onClose={() => setAdding(null)} />
    </section>
  );
}
