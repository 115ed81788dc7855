import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { isHandledGlobally } from '../../api/errors';
import {
  impersonationQueryOptions,
  startImpersonationMutationOptions,
  type Impersonation,
} from '../../api/queries/support';
import { appConfig } from '../../lib/config';
import { LANDING_PATH } from '../../lib/paths';
import { toRelativePath } from '../../lib/redirect';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { storeImpersonation } from '../../common/impersonation/store';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useSession } from '../../common/session/useSession';
import { TextField } from '../../ui/Field';
import { FocusedAlert } from '../../ui/Alert';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/Toasts';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { isUsableImpersonationId, REASON_MAX, startFailure } from './outcomes';

/**
 * Time the success message stays on screen before the browser leaves for the post-impersonation page
 * (a full page load, which would take the toast with it before anyone could read or hear it).
 */
export const POST_IMPERSONATION_DELAY_MS = 1500;

/**
 * /auth/impersonation?impersonationId=&returnUrl=: support
 * staff say why they act as an associate, then start. A missing id sends the browser away at once.
 */
export default function ImpersonationPage() {
  const { t } = useTranslation('support');
  const [searchParams] = useSearchParams();
  const impersonationId = searchParams.get('impersonationId');
  const returnUrl = searchParams.get('returnUrl');
  const usable = isUsableImpersonationId(impersonationId);
  const go = useGo();

  useEffect(() => {
    if (!usable) go(destinationFor(toRelativePath(returnUrl, LANDING_PATH), window.location.origin));
  }, [usable, returnUrl, go]);

  if (!usable) {
    return (
      <VisuallyHidden as="p" role="status">
        {t('impersonation.redirecting')}
      </VisuallyHidden>
    );
  }
  return (
    <section className="stack" aria-labelledby="impersonation-heading">
      <LoadFailureToast impersonationId={impersonationId} />
      <QueryBoundary
        heading={<PageHeading id="impersonation-heading">{t('impersonation.title')}</PageHeading>}
        pendingLabel={t('impersonation.loading')}
        errorTitle={t('impersonation.loadFailed.title')}
        errorMessage={t('impersonation.loadFailed.message')}
      >
        <ImpersonationForm impersonationId={impersonationId} returnUrl={returnUrl} />
      </QueryBoundary>
    </section>
  );
}

/**
 * The spec's toast for a failed load, once per failure (a retry that fails again says it again); the
 * page shows the same failure with Try again. Nothing for a 403: the app is leaving for the
 * unauthorized page.
 */
function LoadFailureToast({ impersonationId }: { impersonationId: string }) {
  const { t } = useTranslation('support');
  const toast = useToast();
  const { error, errorUpdatedAt } = useQuery({
    ...impersonationQueryOptions(impersonationId),
    enabled: false,
  });
  useEffect(() => {
    if (!error || isHandledGlobally(error)) return;
    toast.show({
      type: 'error',
      message: t('impersonation.loadFailed.toast'),
      once: `impersonation:${impersonationId}@${errorUpdatedAt}`,
    });
  }, [error, errorUpdatedAt, impersonationId, toast, t]);
  return null;
}

const schema = z.object({
  reason: z
    .string({ error: M.requiredField })
    .check(
      z.trim(),
      z.minLength(1, { error: M.requiredField, abort: true }),
      z.maxLength(REASON_MAX, 'support:impersonation.reasonTooLong'),
    ),
});

function displayName(impersonation: Impersonation, noData: string, format: (names: object) => string) {
  return format({
    firstName: impersonation.firstName?.trim() || noData,
    lastName: impersonation.lastName?.trim() ?? '',
  }).trim();
}

function ImpersonationForm({
  impersonationId,
  returnUrl,
}: {
  impersonationId: string;
  returnUrl: string | null;
}) {
  const { t } = useTranslation(['support', 'validation']);
  const { data: impersonation } = useSuspenseQuery(impersonationQueryOptions(impersonationId));
  const { person } = useSession();
  const start = useMutation(startImpersonationMutationOptions());
  const applyOutcome = useApplyOutcome();
  const toast = useToast();
  const go = useGo();
  const associateName = displayName(impersonation, t('support:impersonation.noData'), (names) =>
    t('support:impersonation.associateName', names as { firstName: string; lastName: string }),
  );
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  // A refused start, said on the page as well as in the product's toast: a toast goes after a few
  // seconds, this stays (and takes the focus) until the next Start. A new key focuses it again.
  const [refused, setRefused] = useState<{ message: string; key: number } | null>(null);
  const refusals = useRef(0);

  const form = useAppForm({
    schema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }, controls): Promise<SubmitOutcome> => {
      setRefused(null);
      let acting;
      try {
        acting = await start.mutateAsync({
          kind: 'associate',
          impersonatedActorId: impersonation.associateId,
          impersonationId: impersonation.impersonationId,
          impersonatedClientId: impersonation.clientId,
          reason,
        });
      } catch (error) {
        const outcome = startFailure(error);
        if (outcome.kind !== 'refused') return applyOutcome(outcome, error, controls);
        const message = t('support:impersonation.startFailed', {
          message: outcome.serverMessage ?? t('support:impersonation.startFailedFallback'),
        });
        toast.show({ type: 'error', message });
        setRefused({ message, key: (refusals.current += 1) });
        return 'stay';
      }
      storeImpersonation(acting, {
        associateName,
        clientName: impersonation.clientName,
        impersonatorName: `${person.firstName} ${person.lastName}`.trim() || null,
        reason,
      });
      toast.show({ type: 'success', message: t('support:impersonation.started') });
      leaveTimer.current = setTimeout(
        () => go(destinationFor(appConfig.postImpersonationUrl || LANDING_PATH, window.location.origin)),
        POST_IMPERSONATION_DELAY_MS,
      );
      return 'leaving';
    },
  });

  const cancel = () => go(destinationFor(toRelativePath(returnUrl, LANDING_PATH), window.location.origin));

  return (
    <div className="stack">
      <PageHeading id="impersonation-heading" subtitle={t('support:impersonation.intro')}>
        {t('support:impersonation.title')}
      </PageHeading>
      <dl className="support-details">
        <div>
          <dt>{t('support:impersonation.associateLabel')}</dt>
          <dd>{associateName}</dd>
        </div>
        <div>
          <dt>{t('support:impersonation.clientLabel')}</dt>
          <dd>{impersonation.clientName}</dd>
        </div>
      </dl>
      {refused ? <FocusedAlert key={refused.key} message={refused.message} /> : null}
      <FormShell
        form={form}
        submitLabel={t('support:impersonation.start')}
        secondary={{ label: t('support:impersonation.cancel'), onClick: cancel }}
      >
        <TextField
          {...form.field('reason')}
          label={t('support:impersonation.reasonLabel')}
          description={t('support:impersonation.reasonHint')}
          autoComplete="off"
          required
        />
      </FormShell>
    </div>
  );
}
