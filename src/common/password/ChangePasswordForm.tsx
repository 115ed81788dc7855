import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { changePasswordSchema, isPasswordValid } from '../../lib/validation/password';
import { PasswordField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toasts';
import { FormShell } from '../form/FormShell';
import { useAppForm, type SubmitOutcome } from '../form/useAppForm';
import { useReportUnsavedChanges } from '../form/unsavedChanges';
import { useApplyOutcome } from '../outcome/useApplyOutcome';
import { useCountdown } from '../useCountdown';
import { changePasswordMutationOptions } from '../../api/queries/credentials';
import { changePasswordFailure } from './outcomes';
import {
  clearPasswordChangedFlag,
  hasPasswordChangedFlag,
  setPasswordChangedFlag,
} from './passwordChangedFlag';
import { NewPasswordField } from './NewCredentialsFields';

/** How the form ended: the modal's two wordings. */
type Ending = 'changed' | 'notChanged';

export interface ChangePasswordFormProps {
  /**
   * Where to go after signing in again: forwarded to /auth/logout-all-sessions, which passes it on to
   * sign-in. Sanitised here too; absent → none is added.
   */
  redirectUrl?: string | null | undefined;
}

/**
 * The change-password form, without a heading: the change-password
 * obligation page and the account-settings tab each put their own above it.
 *
 * Current and new password, the live requirements of the new one, and Update (disabled until both are
 * filled and the new one meets the standard rules; busy while the call runs; one call per submit).
 * A password-rule or wrong-current-password answer is shown on its field, the typed values kept and
 * focus moved there; anything else is a snag message above the form. On success, or when too many
 * attempts were made, a flag is stored and a modal counts down 10 s before every session ends
 * (/auth/logout-all-sessions); a flag found on mount ends them at once.
 *
 * The countdown is the product's rule and stays as it is: 10 s in half-second steps, then every
 * session ends, and OK ends them at once. Ten seconds is too short for some people to read the dialog,
 * and the accessibility rule on time limits asks for a way to turn such a limit off; so the dialog has
 * a second button that stops the countdown. Stopped, nothing else in the app is reachable (the dialog
 * cannot be dismissed) and the flag is stored, so a reload still ends every session: the person only
 * chooses when, with OK. The time left is the dialog's description, said as it opens, and the words
 * that say it stopped take the focus, so both are heard without a live region ticking every half second.
 *
 * Its words are in the `password` namespace (with the error catalogue, ./passwordErrors.ts): a route
 * that renders it must load that namespace with its own.
 */
export function ChangePasswordForm({ redirectUrl }: ChangePasswordFormProps) {
  const { t } = useTranslation(['password', 'validation']);
  const toast = useToast();
  const navigate = useNavigate();
  const changePassword = useMutation(changePasswordMutationOptions());
  const applyOutcome = useApplyOutcome();
  const [ending, setEnding] = useState<Ending | null>(null);
  // Read once: the flag of an earlier change (a reload during the countdown, say).
  const [flaggedOnMount] = useState(hasPasswordChangedFlag);

  const logoutTarget = paths.logoutAllSessions.href(
    redirectUrl ? { redirectUrl: sanitizeRedirect(redirectUrl) } : undefined,
  );
  // The countdown's end and OK can both fire: one navigation.
  const left = useRef(false);
  const signOutEverywhere = useCallback(() => {
    if (left.current) return;
    left.current = true;
    clearPasswordChangedFlag();
    void navigate(logoutTarget, { replace: true });
  }, [navigate, logoutTarget]);

  useEffect(() => {
    if (flaggedOnMount) signOutEverywhere();
  }, [flaggedOnMount, signOutEverywhere]);

  const [paused, setPaused] = useState(false);
  const remainingMs = useCountdown({ active: ending !== null, paused, onDone: signOutEverywhere });
  const secondsLeft = Math.ceil(remainingMs / 1000);
  const messageId = useId();
  const countdownId = useId();
  const pausedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (paused) pausedRef.current?.focus();
  }, [paused]);

  const form = useAppForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    onSubmit: async (values, controls): Promise<SubmitOutcome> => {
      try {
        await changePassword.mutateAsync({
          body: { oldPassword: values.currentPassword, newPassword: values.newPassword },
        });
        // Both, as the product asks: the toast, then the modal that counts down to signing out.
        toast.show({ type: 'success', message: t('password:toasts.CHANGE_PW_SUCCESS_MESSAGE') });
        setPasswordChangedFlag();
        setEnding('changed');
        // The password is changed: nothing more to send from this form, the modal ends the flow.
        return 'leaving';
      } catch (error) {
        const failure = changePasswordFailure(error);
        if (failure.kind !== 'notChanged') return applyOutcome(failure, error, controls);
        setPasswordChangedFlag();
        setEnding('notChanged');
        return 'leaving';
      }
    },
  });
  // Whether Update may send, recomputed on each key; the form renders again only when the answer changes.
  const canSubmit = useWatch({
    control: form.form.control,
    compute: ({ currentPassword, newPassword }) => currentPassword.length > 0 && isPasswordValid(newPassword),
  });

  // Typed but not yet changed (read as Back is pressed): once the modal is up there is nothing left to lose.
  useReportUnsavedChanges(() => {
    const typed = form.form.getValues();
    return ending === null && (typed.currentPassword.length > 0 || typed.newPassword.length > 0);
  });

  // Once the modal is up the form is done (locked by the pattern's 'leaving'): disabled, not busy.
  const done = ending !== null;

  if (flaggedOnMount) {
    return (
      <p role="status" className="text-muted">
        {t('password:signingOut')}
      </p>
    );
  }

  return (
    <>
      <FormShell
        form={form}
        submitLabel={t('password:form.submit')}
        // The product's rule: Update waits for both passwords, the new one meeting its requirements.
        blocked={{ when: !canSubmit, reason: t('password:form.submitWaits') }}
        finished={done}
      >
        <PasswordField
          {...form.field('currentPassword')}
          label={t('password:form.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordField
          form={form}
          name="newPassword"
          label={t('password:form.newPassword')}
          description={t('password:form.reuseHint')}
        />
      </FormShell>
      <Modal
        open={ending !== null}
        title={
          ending === 'notChanged' ? t('password:modal.notChangedTitle') : t('password:modal.changedTitle')
        }
        onClose={signOutEverywhere}
        dismissible={false}
        descriptionId={`${messageId} ${countdownId}`}
        primaryAction={{ onClick: signOutEverywhere }}
        secondaryAction={paused ? null : { label: t('password:modal.wait'), onClick: () => setPaused(true) }}
      >
        <p id={messageId}>
          {ending === 'notChanged'
            ? t('password:modal.notChangedMessage')
            : t('password:modal.changedMessage')}
        </p>
        {paused ? (
          // Focused as it appears: the button that was pressed is gone.
          <p id={countdownId} ref={pausedRef} tabIndex={-1}>
            {t('password:modal.paused')}
          </p>
        ) : (
          <p id={countdownId}>{t('password:modal.countdown', { count: secondsLeft })}</p>
        )}
      </Modal>
    </>
  );
}
