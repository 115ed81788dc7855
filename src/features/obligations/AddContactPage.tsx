import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { addContactMethodMutationOptions } from '../../api/queries/contacts';
import { HOME_PATH, paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { emailSchema } from '../../lib/validation/email';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { addContactFailure, type AddContactWords } from '../../common/contacts/addContactOutcome';
import { FormError } from '../../common/form/FormError';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useFinish } from '../../common/navigation/useFinish';
import { formMessage } from '../../common/outcome/outcome';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { PHONE_INVALID } from '../../ui/PhoneInput';
import { PhoneField } from '../../common/form/fields';

export type AddContactKind = 'phone' | 'email';

/** PhoneInput's value: '' or E.164 or PHONE_INVALID (it normalises as the person types). */
const phoneValue = z.string().check(
  z.minLength(1, { error: M.required, abort: true }),
  z.refine((value) => value !== PHONE_INVALID && /^\+\d{8,15}$/.test(value), { error: M.phoneInvalid }),
);
const schemas = {
  phone: z.object({ value: phoneValue }),
  email: z.object({ value: emailSchema }),
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
 * /auth/add-phone and /auth/add-email (spec sections 2 and 8 "Add phone"), a login obligation or a
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
  // A login obligation: the check again, then the redirectUrl or the home page (spec section 4).
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
        await add.mutateAsync(
          kind === 'email'
            ? { type: 'EMAIL', emailAddress: value, isPersonal: true }
            : { type: 'PHONE', phoneNumber: value, isPersonal: true },
        );
      } catch (error) {
        return applyOutcome(addContactFailure(error, PAGE_WORDS[kind]), error, controls);
      }
      const outcome = await finish({ toast: t(`contactVerification:${text}.added`) });
      return outcome === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <section className="stack" aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={t(`contactVerification:${text}.intro`)}>
        {t(`contactVerification:${text}.title`)}
      </PageHeading>
      <form className="stack" noValidate onSubmit={form.submit}>
        <FormError error={form.formError} id={form.formErrorId} slow={form.slow} />
        {kind === 'phone' ? (
          <PhoneField
            form={form}
            name="value"
            label={t('contactVerification:addPhone.label')}
            description={t('contactVerification:addPhone.hint')}
            required
          />
        ) : (
          <TextField
            {...form.field('value')}
            type="email"
            autoComplete="email"
            label={t('contactVerification:addEmail.label')}
            description={t('contactVerification:addEmail.hint')}
            required
          />
        )}
        <div className="actions">
          <Button {...form.submitProps()}>{t('contactVerification:add.save')}</Button>
          <Button
            variant="secondary"
            // No blur on press: a message shown on blur would move the button away mid-click.
            onMouseDown={(event) => event.preventDefault()}
            disabled={form.busy}
            onClick={() => go(destinationFor(cancelUrl, window.location.origin))}
          >
            {t('contactVerification:add.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
