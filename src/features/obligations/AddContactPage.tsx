import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { addContactMethodMutationOptions } from '../../api/queries/contacts';
import { HOME_PATH, paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { addContactFailure, type AddContactWords } from '../../common/contacts/addContactOutcome';
import {
  ContactValueField,
  contactValueSchemas,
  newContactMethod,
  type AddContactKind,
} from '../../common/contacts/ContactValueField';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useFinish } from '../../common/navigation/useFinish';
import { formMessage } from '../../common/outcome/outcome';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { PageSection } from '../../ui/PageHeading';

const schemas = {
  phone: z.object({ value: contactValueSchemas.phone }),
  email: z.object({ value: contactValueSchemas.email }),
};

/** The page says any refusal its fields do not explain in one message per kind. */
const pageWords = (text: 'addPhone' | 'addEmail'): AddContactWords => {
  const refused = formMessage(`contactVerification:${text}.errorTitle`, `contactVerification:${text}.error`);
  return { fieldErrors: 'contactVerification:add.errors', refused, other: refused };
};
const PAGE_WORDS: Record<AddContactKind, AddContactWords> = {
  phone: pageWords('addPhone'),
  email: pageWords('addEmail'),
};

/**
 * /auth/add-phone and /auth/add-email, a login obligation or a
 * link from elsewhere: one field, saved as a personal contact method. The phone is a country and the
 * number, sent in E.164 (libphonenumber-js comes with PhoneInput, on this page only). An invalid or
 * duplicate value is said on the field; anything else the server refuses is the generic add error
 * above the form; a snag keeps the form with Try again. Done goes to redirectUrl or '/', Cancel to
 * cancelUrl or sign-out.
 */
export function AddContactPage({ kind }: { kind: AddContactKind }) {
  const { t } = useTranslation(['contactVerification', 'validation']);
  const [search] = useSearchParams();
  const cancelUrl = useMemo(() => sanitizeRedirect(search.get('cancelUrl'), paths.logout.path), [search]);
  const go = useGo();
  // A login obligation: the check again, then the redirectUrl or the home page.
  const finish = useFinish({ recheckObligations: true, fallback: HOME_PATH });
  const add = useMutation(addContactMethodMutationOptions());
  const applyOutcome = useApplyOutcome();
  const headingId = useId();
  const text = kind === 'phone' ? 'addPhone' : 'addEmail';

  const form = useAppForm({
    schema: schemas[kind],
    defaultValues: { value: '' },
    onSubmit: async ({ value }, controls): Promise<SubmitOutcome> => {
      try {
        await add.mutateAsync(newContactMethod(kind, value, true));
      } catch (error) {
        return applyOutcome(addContactFailure(error, PAGE_WORDS[kind]), error, controls);
      }
      const outcome = await finish({ toast: t(`contactVerification:${text}.added`) });
      return outcome === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <PageSection
      headingId={headingId}
      title={t(`contactVerification:${text}.title`)}
      subtitle={t(`contactVerification:${text}.intro`)}
    >
      <FormShell
        form={form}
        submitLabel={t('contactVerification:add.save')}
        secondary={{
          label: t('contactVerification:add.cancel'),
          onClick: () => go(destinationFor(cancelUrl, window.location.origin)),
        }}
      >
        <ContactValueField
          form={form}
          kind={kind}
          label={t(`contactVerification:${text}.label`)}
          description={t(`contactVerification:${text}.hint`)}
        />
      </FormShell>
    </PageSection>
  );
}
