import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { forgotPasswordMutationOptions } from '../../api/queries/credentials';
import {
  checkEmailQueryOptions,
  prepareEmailVerificationMutationOptions,
} from '../../api/queries/registration';
import { paths } from '../../lib/paths';
import { companyEmailSchema, emailSchema } from '../../lib/validation/email';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/Field';
import { PHONE_INVALID } from '../../ui/PhoneInput';
import { PhoneField } from '../../common/form/fields';
import type { AccountDraft } from './draft';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { emailStepFailure } from './outcomes';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// Its phone field names the countries with Intl as it first renders (src/ui/PhoneInput.tsx).
loadLocaleDataOffThread();

const name = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(40, M.textTooLong));

/**
 * Personal info ("Email field"): names (each its own
 * message), email twice, an optional phone (E.164, from PhoneInput), terms. The SSO variant asks for
 * the email and the terms only (the names come from the invitation). `companyEmail`: the
 * company-email-only rule applies, with the company's domain (null: the flag lookup failed, every
 * address is refused).
 */
function personalSchema(sso: boolean, companyEmail: { domain: string | null } | null) {
  const email: $ZodType<string, string> = companyEmail
    ? companyEmailSchema(companyEmail.domain)
    : emailSchema;
  const terms = z.boolean().check(z.refine((value) => value, M.termsRequired));
  if (sso) return z.object({ email, terms });
  return z
    .object({
      firstName: name(M.firstNameRequired),
      lastName: name(M.lastNameRequired),
      email,
      confirmEmail: z.string().check(z.trim(), z.minLength(1, M.required)),
      phone: z.string().check(z.refine((value) => value !== PHONE_INVALID, M.phoneInvalid)),
      terms,
    })
    .check(
      z.refine((v) => v.email.toLowerCase() === v.confirmEmail.trim().toLowerCase(), {
        error: M.emailMismatch,
        path: ['confirmEmail'],
      }),
    );
}

type PersonalValues = {
  firstName?: string;
  lastName?: string;
  email: string;
  confirmEmail?: string;
  phone?: string;
  terms: boolean;
};

export function PersonalInfoStep({
  token,
  sso,
  draft,
  invitationEmail,
  companyEmail,
  onDone,
}: {
  token: string;
  sso: boolean;
  draft: AccountDraft;
  /** The address the invitation names ('' when it names none). */
  invitationEmail: string;
  companyEmail: { domain: string | null } | null;
  onDone: (draft: AccountDraft) => void;
}) {
  const { t } = useTranslation(['registration', 'validation']);
  const schema = useMemo(() => personalSchema(sso, companyEmail), [sso, companyEmail]);
  const queryClient = useQueryClient();
  const prepare = useMutation(prepareEmailVerificationMutationOptions());
  const applyOutcome = useApplyOutcome();
  /** The address found taken, for the reset-password offer under the form. */
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  // Back from a later step (this step was sent: a code went out): what was entered stays, the second
  // typing of the address and the ticked terms included, so nothing is asked twice.
  const returning = draft.verificationToken !== undefined;
  // The product's rule stays (the address must match its confirmation), but an address the invitation
  // gave was never typed, so there is no typing slip to catch: its confirmation starts filled in rather
  // than asking for it again. A changed address is typed twice, as the rule means.
  const fromInvitation = invitationEmail !== '' && draft.email === invitationEmail;
  const form = useAppForm({
    schema: schema as unknown as $ZodType<PersonalValues, PersonalValues>,
    defaultValues: sso
      ? { email: draft.email, terms: returning }
      : {
          firstName: draft.firstName,
          lastName: draft.lastName,
          email: draft.email,
          confirmEmail: returning || fromInvitation ? draft.email : '',
          phone: draft.phone,
          terms: returning,
        },
    onSubmit: async (values, controls): Promise<SubmitOutcome> => {
      setTakenEmail(null);
      const email = values.email.trim();
      // The same address, its code already checked: that code still holds, and no new one is sent.
      if (!sso && draft.code && draft.verificationToken && email === draft.email) {
        onDone({
          ...draft,
          firstName: values.firstName?.trim() ?? draft.firstName,
          lastName: values.lastName?.trim() ?? draft.lastName,
          phone: values.phone ?? '',
        });
        return 'leaving';
      }
      try {
        await queryClient.fetchQuery(checkEmailQueryOptions(email));
        const { token: verificationToken } = (
          await prepare.mutateAsync({ body: { emailAddress: email, associateToken: token } })
        ).data;
        onDone({
          firstName: values.firstName?.trim() ?? draft.firstName,
          lastName: values.lastName?.trim() ?? draft.lastName,
          email,
          phone: values.phone ?? '',
          verificationToken,
          // The username is not about the address: a new address keeps it for the account step.
          ...(draft.username !== undefined && { username: draft.username }),
        });
        return 'leaving';
      } catch (error) {
        const failure = emailStepFailure(error, sso ? 'FAILURE_UNAUTHORIZED' : 'FAILURE_LINK');
        // The one message on the field is the taken address, offered a password reset below.
        if (failure.kind === 'field') setTakenEmail(email);
        return applyOutcome(failure, error, controls);
      }
    },
  });

  return (
    <FormShell form={form} submitLabel={t('registration:personal.submit')}>
      {sso ? null : (
        <>
          <TextField
            {...form.field('firstName')}
            label={t('registration:personal.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...form.field('lastName')}
            label={t('registration:personal.lastName')}
            autoComplete="family-name"
            required
          />
        </>
      )}
      <TextField
        {...form.field('email')}
        type="email"
        label={t('registration:personal.email')}
        description={
          companyEmail === null
            ? undefined
            : companyEmail.domain === null
              ? t('registration:personal.companyEmailUnchecked')
              : t('registration:personal.companyEmailHint')
        }
        autoComplete="email"
        required
      />
      {takenEmail ? <ResetOffer email={takenEmail} /> : null}
      {sso ? null : (
        <>
          <TextField
            {...form.field('confirmEmail')}
            type="email"
            label={t('registration:personal.confirmEmail')}
            autoComplete="email"
            required
          />
          <PhoneField
            form={form}
            name="phone"
            label={t('registration:personal.phone')}
            description={t('registration:personal.phoneHint')}
          />
        </>
      )}
      <CheckboxField {...form.field('terms')} label={t('registration:personal.terms')} required />
      <p>
        <a href={paths.legal.href()} target="_blank" rel="noreferrer">
          {t('registration:personal.termsLink')}
        </a>
      </p>
    </FormShell>
  );
}

/** A duplicate email in registration offers to send a reset-password email. */
function ResetOffer({ email }: { email: string }) {
  const { t } = useTranslation('registration');
  const forgot = useMutation(forgotPasswordMutationOptions());
  return (
    <div className="stack stack--sm">
      <Button
        variant="link"
        busy={forgot.isPending}
        disabled={forgot.isSuccess}
        onClick={() => forgot.mutate({ body: { identifier: email } })}
      >
        {t('personal.sendReset')}
      </Button>
      <p role="status">
        {forgot.isSuccess
          ? t('personal.resetSent', { email })
          : forgot.isError
            ? t('personal.resetFailed')
            : ''}
      </p>
    </div>
  );
}
