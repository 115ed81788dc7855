import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { z } from 'zod/mini';
import { isHandledGlobally } from '../../api/errors';
import { meQueryOptions } from '../../api/queries/person';
import { executeTokenMutationOptions, resendTokenCodeMutationOptions } from '../../api/queries/tokens';
import {
  EMAIL_VERIFICATION,
  changeEmailMutationOptions,
  sendMyEmailCodeMutationOptions,
} from '../../api/queries/verification';
import { HOME_PATH, paths } from '../../lib/paths';
import { changeEmailSchema } from '../../lib/validation/email';
import { CodeEntryStep } from '../../common/code-entry/CodeEntryStep';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormError } from '../../common/form/FormError';
import { FormShell } from '../../common/form/FormShell';
import { useAppAction } from '../../common/form/useAppAction';
import { useAppForm } from '../../common/form/useAppForm';
import { useFinish } from '../../common/navigation/useFinish';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { useSession } from '../../common/session/useSession';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/Toasts';
import { changeEmailFailure, isAlreadyVerified, sendEmailCodeFailure } from './emailVerifyOutcomes';

type Step = { kind: 'send' } | { kind: 'change' } | { kind: 'code'; token: string; address: string };

/**
 * /auth/email-verify-notification, a login
 * obligation or a link: the send-code state (the address, Send code, Change email address), then the
 * enter-code state (the shared code step; Cancel returns to send-code). Changing the address sends a
 * code to the new one; a taken address is "This email is taken", too many changes the 5-minute wait.
 * Once the code is right: toast VERIFICATION_COMPLETE and on to redirectUrl or the home page.
 */
export default function EmailVerifyNotificationPage() {
  const { t } = useTranslation('contactVerification');
  const headingId = useId();
  const heading = (
    <PageHeading id={headingId} subtitle={t('emailVerify.intro')}>
      {t('emailVerify.title')}
    </PageHeading>
  );
  return (
    <section className="stack" aria-labelledby={headingId}>
      <QueryBoundary heading={heading} texts="contactVerification:emailVerify">
        {heading}
        <EmailVerification />
      </QueryBoundary>
    </section>
  );
}

/** /auth/email-verify: the same page, the query kept. */
export function EmailVerifyRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.emailVerifyNotification.path}${search}`} replace />;
}

function EmailVerification() {
  const { t } = useTranslation('contactVerification');
  const { person } = useSession();
  // An obligation page: the check again, then the redirectUrl or the home page.
  const finishPage = useFinish({ recheckObligations: true, fallback: HOME_PATH });
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'send' });
  const resend = useMutation(resendTokenCodeMutationOptions());
  const verify = useMutation(executeTokenMutationOptions());
  // The first unverified address is the one to verify; else the first ("Email is
  // taken from the first entry").
  const email = person.emails.find((candidate) => !candidate.isVerified) ?? person.emails[0];

  const finish = async (toastKey: 'VERIFICATION_COMPLETE' | null) => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    await finishPage({ toast: toastKey ? t(`emailVerify.toasts.${toastKey}`) : undefined });
  };

  if (!email) return <Continue text={t('emailVerify.noEmail')} onContinue={() => void finish(null)} />;

  if (step.kind === 'code') {
    return (
      <CodeEntryStep
        destination={step.address}
        verify={async (code) => {
          await verify.mutateAsync({
            body: { kind: EMAIL_VERIFICATION, token: step.token, data: { code } },
          });
          await finish('VERIFICATION_COMPLETE');
        }}
        resend={() => resend.mutateAsync({ body: { kind: EMAIL_VERIFICATION, token: step.token } })}
        onCancel={() => setStep({ kind: 'send' })}
      />
    );
  }
  if (step.kind === 'change') {
    return (
      <ChangeEmailForm
        oldEmail={email.address}
        onSent={(token, address) => setStep({ kind: 'code', token, address })}
        onCancel={() => setStep({ kind: 'send' })}
      />
    );
  }
  if (email.isVerified) {
    return (
      <Continue
        text={t('emailVerify.alreadyVerified', { address: email.address })}
        onContinue={() => void finish(null)}
      />
    );
  }
  return (
    <SendCodeForm
      address={email.address}
      onSent={(token) => setStep({ kind: 'code', token, address: email.address })}
      onVerified={() => void finish('VERIFICATION_COMPLETE')}
      onChange={() => setStep({ kind: 'change' })}
    />
  );
}

function Continue({ text, onContinue }: { text: ReactNode; onContinue: () => void }) {
  const { t } = useTranslation('contactVerification');
  return (
    <>
      <p>{text}</p>
      <div className="actions">
        <Button onClick={onContinue}>{t('emailVerify.continue')}</Button>
      </div>
    </>
  );
}

function SendCodeForm({
  address,
  onSent,
  onVerified,
  onChange,
}: {
  address: string;
  onSent: (token: string) => void;
  onVerified: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('contactVerification');
  const toast = useToast();
  const send = useMutation(sendMyEmailCodeMutationOptions());
  const sendCode = useAppAction({
    action: async () => {
      let token: string;
      try {
        ({ token } = await send.mutateAsync({ body: { kind: EMAIL_VERIFICATION } }));
      } catch (error) {
        if (isAlreadyVerified(error)) {
          onVerified();
          return 'leaving';
        }
        if (!isHandledGlobally(error))
          toast.show({ type: 'error', message: t('emailVerify.toasts.EMAIL_SENT_ERROR') });
        throw error;
      }
      toast.show({ type: 'success', message: t('emailVerify.toasts.EMAIL_SENT') });
      onSent(token);
      return 'leaving';
    },
    failure: sendEmailCodeFailure,
  });
  return (
    <div className="stack">
      <FormError error={sendCode.error} id={sendCode.errorId} slow={sendCode.slow} />
      <p>{t('emailVerify.sendTo', { address })}</p>
      <div className="actions">
        <Button busy={sendCode.busy} onClick={() => sendCode.run()}>
          {t('emailVerify.send')}
        </Button>
      </div>
      <div>
        <Button variant="link" disabled={sendCode.busy} onClick={onChange}>
          {t('emailVerify.changeLink')}
        </Button>
      </div>
    </div>
  );
}

const changeSchema = z.object({ email: changeEmailSchema });

function ChangeEmailForm({
  oldEmail,
  onSent,
  onCancel,
}: {
  oldEmail: string;
  onSent: (token: string, address: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['contactVerification', 'validation']);
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation(changeEmailMutationOptions());
  const applyOutcome = useApplyOutcome();
  const headingId = useId();
  const form = useAppForm({
    schema: changeSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }, controls) => {
      let token: string;
      try {
        ({ token } = await change.mutateAsync({ body: { emailAddress: email, oldEmail } }));
      } catch (error) {
        return applyOutcome(changeEmailFailure(error), error, controls);
      }
      // The person's address changed: whatever shows it reads it again.
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      toast.show({
        type: 'success',
        message: t('contactVerification:emailVerify.toasts.VERIFICATION_EMAIL_SENT'),
      });
      onSent(token, email);
      return 'leaving';
    },
  });
  const { setFocus } = form.form;
  // The form replaced what had the focus (the Change email address button): the field takes it.
  useEffect(() => setFocus('email'), [setFocus]);
  return (
    <FormShell
      form={form}
      submitLabel={t('contactVerification:emailVerify.change.submit')}
      secondary={{ label: t('contactVerification:emailVerify.change.cancel'), onClick: onCancel }}
      aria-labelledby={headingId}
      heading={<h2 id={headingId}>{t('contactVerification:emailVerify.change.title')}</h2>}
    >
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="email"
        label={t('contactVerification:emailVerify.change.label')}
        required
      />
    </FormShell>
  );
}
