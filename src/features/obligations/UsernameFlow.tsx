import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reviewUsernameMutationOptions,
  updateUsernameMutationOptions,
  usernameAvailabilityMutationOptions,
  usernameSettingsQueryOptions,
  type UsernameSettings,
} from '../../api/queries/usernames';
import type { MessageKey } from '../../lib/messageKey';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormError } from '../../common/form/FormError';
import { isTransientFailure } from '../../common/form/transient';
import { useAppForm, type FormErrorContent, type SubmitOutcome } from '../../common/form/useAppForm';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';
import { Button } from '../../ui/Button';
import { PasswordField, TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/Toasts';
import { useFinish } from '../../common/navigation/useFinish';
import {
  namesToCheck,
  stepAfterMessage,
  stepOnCancel,
  usernameFormSchema,
  usernameLoadErrorMessage,
  usernameSaveFailure,
  type UsernamePage,
  type UsernameStep,
} from './usernameOutcomes';

/**
 * /auth/review-username and /auth/change-username (spec sections 2 and 4 "Username change or
 * review"): the educational message first; then the review of each client's suggested user id (Back,
 * Continue, Create User ID(s)) or the form (a user id per client and the password). Single- and
 * multiple-client wording follows the number of clients. The settings are primed by the route's
 * loader and read inside the page-data frame.
 */
export function UsernameFlow({ page }: { page: UsernamePage }) {
  const { t } = useTranslation('obligations');
  const title = page === 'review' ? t('username.reviewTitle') : t('username.changeTitle');
  return (
    <QueryBoundary
      heading={<PageHeading>{title}</PageHeading>}
      pendingLabel={t('username.loading')}
      errorTitle={t('username.loadError.title')}
      errorMessage={(error) => usernameLoadErrorMessage(error) ?? t('username.loadError.message')}
    >
      <LoadedUsernameFlow page={page} />
    </QueryBoundary>
  );
}

function LoadedUsernameFlow({ page }: { page: UsernamePage }) {
  const { data: settings } = useSuspenseQuery(usernameSettingsQueryOptions());
  // The flags as they were on arrival: a refetch meanwhile must not move the person to another step.
  const [initial] = useState(settings);
  const [step, setStep] = useState<UsernameStep>('message');
  const headingId = useId();
  const moved = useRef(false);

  // Each step is a new page for the person: its heading takes the focus (not on arrival, where the
  // app's navigation focus already did).
  useEffect(() => {
    if (moved.current) document.getElementById(headingId)?.focus();
    moved.current = true;
  }, [step, headingId]);

  if (step === 'message') {
    return (
      <Message
        headingId={headingId}
        settings={initial}
        onContinue={() => setStep(stepAfterMessage(page, initial))}
      />
    );
  }
  if (step === 'review') {
    return (
      <Review
        headingId={headingId}
        settings={initial}
        onBack={() => setStep('message')}
        onCreate={() => setStep('form')}
      />
    );
  }
  return (
    <UsernameForm
      headingId={headingId}
      settings={initial}
      onCancel={() => setStep(stepOnCancel(page, initial))}
    />
  );
}

function Message({
  headingId,
  settings,
  onContinue,
}: {
  headingId: string;
  settings: UsernameSettings;
  onContinue: () => void;
}) {
  const { t } = useTranslation('obligations');
  const count = settings.associates.length;
  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('username.message.heading', { count })}</PageHeading>
      <p>
        {settings.isNotAllowUpdateUsername
          ? t('username.message.reviewOnly', { count })
          : t('username.message.body', { count })}
      </p>
      <div className="actions">
        <Button onClick={onContinue}>{t('username.message.continue')}</Button>
      </div>
    </div>
  );
}

function Review({
  headingId,
  settings,
  onBack,
  onCreate,
}: {
  headingId: string;
  settings: UsernameSettings;
  onBack: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('obligations');
  const count = settings.associates.length;
  const queryClient = useQueryClient();
  const toast = useToast();
  const finish = useFinish({ recheckObligations: true });
  const review = useMutation(reviewUsernameMutationOptions());
  const [error, setError] = useState<(FormErrorContent & { key: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const errorCount = useRef(0);

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await review.mutateAsync(
        settings.associates.map(({ clientId, associateId, userId }) => ({
          clientId,
          associateId,
          username: userId,
        })),
      );
    } catch (failure) {
      const outcome = usernameSaveFailure(failure);
      if (outcome.type !== 'global') {
        const messageKey: MessageKey =
          outcome.type === 'taken'
            ? 'validation:usernameInvalidOrNotUnique'
            : 'obligations:username.form.snag';
        setError({
          titleKey: 'obligations:username.review.errorTitle',
          messageKey,
          key: ++errorCount.current,
        });
      }
      setBusy(false);
      return;
    }
    toast.show({ type: 'success', message: t('username.toasts.saved', { count }) });
    queryClient.removeQueries({ queryKey: usernameSettingsQueryOptions().queryKey });
    if ((await finish({ viaLogout: true })) === 'stillRequired') setBusy(false);
  };

  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('username.review.heading', { count })}</PageHeading>
      <FormError error={error} />
      <p>
        {settings.isNotAllowUpdateUsername
          ? t('username.review.introReviewOnly', { count })
          : t('username.review.intro', { count })}
      </p>
      <dl className="username-review">
        {settings.associates.map((associate) => (
          <div key={associate.associateId} className="username-review__row">
            <dt>{associate.clientName}</dt>
            <dd>{associate.userId}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <Button onClick={() => void accept()} busy={busy}>
          {t('username.review.continue')}
        </Button>
        {settings.isNotAllowUpdateUsername ? null : (
          <Button variant="secondary" onClick={onCreate} disabled={busy}>
            {t('username.review.create', { count })}
          </Button>
        )}
        <Button variant="link" onClick={onBack} disabled={busy}>
          {t('username.review.back')}
        </Button>
      </div>
    </div>
  );
}

function UsernameForm({
  headingId,
  settings,
  onCancel,
}: {
  headingId: string;
  settings: UsernameSettings;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['obligations', 'validation', 'password']);
  const { associates } = settings;
  const count = associates.length;
  const queryClient = useQueryClient();
  const toast = useToast();
  const finish = useFinish({ recheckObligations: true });
  const checkAvailability = useMutation(usernameAvailabilityMutationOptions());
  const update = useMutation(updateUsernameMutationOptions());
  const schema = useMemo(() => usernameFormSchema(settings.username), [settings.username]);
  const introId = `${useId()}-intro`;

  const form = useAppForm({
    schema,
    defaultValues: { usernames: associates.map((associate) => associate.userId), password: '' },
    onSubmit: async ({ usernames, password }, controls): Promise<SubmitOutcome> => {
      // The remote check for names that differ from the suggestion; a failed check counts as taken.
      const checked = namesToCheck(usernames, associates);
      const available = await Promise.all(
        checked.map((index) => checkAvailability.mutateAsync(usernames[index] ?? '')),
      );
      const unavailable = checked.filter((_, position) => !available[position]);
      if (unavailable.length > 0) {
        // Only the first takes the focus: moving it on would blur the others, and a blur re-validates
        // a field, which drops its server error.
        const [first, ...rest] = unavailable;
        for (const index of rest)
          form.form.setError(
            `usernames.${index}`,
            { type: 'server', message: 'validation:userIdTaken' },
            { shouldFocus: false },
          );
        controls.setFieldError(`usernames.${first ?? 0}`, 'validation:userIdTaken');
        return 'stay';
      }
      try {
        await update.mutateAsync(
          associates.map(({ clientId, associateId }, index) => ({
            clientId,
            associateId,
            username: usernames[index] ?? '',
            password,
          })),
        );
      } catch (error) {
        // No answer, a 5xx or a 429: the form's error block names it and offers Try again.
        if (isTransientFailure(error)) throw error;
        const failure = usernameSaveFailure(error);
        if (failure.type === 'password') {
          controls.setFieldError(
            'password',
            passwordErrorMessageKey(failure.code, { withCurrentPassword: true }),
          );
        } else if (failure.type !== 'global') {
          controls.setFormError({
            titleKey: 'obligations:username.form.errorTitle',
            messageKey:
              failure.type === 'taken'
                ? 'validation:usernameInvalidOrNotUnique'
                : 'obligations:username.form.snag',
          });
        }
        return 'stay';
      }
      toast.show({ type: 'success', message: t('obligations:username.toasts.saved', { count }) });
      queryClient.removeQueries({ queryKey: usernameSettingsQueryOptions().queryKey });
      return (await finish({ viaLogout: true })) === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('obligations:username.form.heading', { count })}</PageHeading>
      <p id={introId} className="text-muted">
        {t('obligations:username.form.intro')}
      </p>
      <form className="stack" noValidate onSubmit={form.submit}>
        <FormError error={form.formError} id={form.formErrorId} slow={form.slow} />
        {associates.map((associate, index) => (
          <TextField
            key={associate.associateId}
            {...form.field(`usernames.${index}`, { describedBy: introId })}
            label={t('obligations:username.form.label', { clientName: associate.clientName })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        ))}
        <PasswordField
          {...form.field('password')}
          label={t('obligations:username.form.password')}
          description={t('obligations:username.form.passwordHint')}
          autoComplete="current-password"
          required
        />
        <div className="actions">
          <Button {...form.submitProps()}>{t('obligations:username.form.submit')}</Button>
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t('obligations:username.form.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
