import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import {
  sendStepUpCodeMutationOptions,
  stepUpQueryOptions,
  verifyStepUpCodeMutationOptions,
  type StepUpAuthMethod,
} from '../../api/queries/stepup';
import { checkObligations } from '../../api/checkObligations';
import { apiKey } from '../../api/queries/keys';
import { postMobileEvent } from '../../lib/mobileBridge';
import { CodeEntryStep } from '../../common/code-entry/CodeEntryStep';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormError } from '../../common/form/FormError';
import { useAppForm } from '../../common/form/useAppForm';
import { destinationFor, go, useHandOver } from '../../common/navigation/go';
import { useSession } from '../../common/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useToast } from '../../ui/Toasts';
import { endsStepUp, sendCodeFailure } from './outcomes';
import { readStepUpParams, type StepUpParams } from './params';

type StepUpEnd = 'success' | 'cancel' | 'error';

/**
 * /auth/step-up and /auth/login-step-up (spec sections 2 and 4 "Step-up"): proving who you are a
 * second time, to reach `requiredLevel`. A session already at that level, or signed in through the
 * other sign-in system (whose own login answers for it), passes at once; anyone else chooses where a
 * code goes (email or text), gets it, and enters it. Success goes to redirectUrl, Cancel to
 * cancelUrl, an error (too many wrong codes) back a page; each posts its event to the mobile app.
 */
export default function StepUpPage() {
  const { t } = useTranslation('stepup');
  const [search] = useSearchParams();
  const params = useMemo(() => readStepUpParams(search), [search]);
  const headingId = useId();
  const heading = (
    <PageHeading id={headingId} subtitle={t('intro')}>
      {t('title')}
    </PageHeading>
  );
  return (
    <section className="stack" aria-labelledby={headingId}>
      <QueryBoundary
        heading={heading}
        pendingLabel={t('loading')}
        errorTitle={t('loadError.title')}
        errorMessage={t('loadError.message')}
      >
        <StepUp params={params} heading={heading} />
      </QueryBoundary>
    </section>
  );
}

function StepUp({ params, heading }: { params: StepUpParams; heading: ReactNode }) {
  const { check } = useSession();
  if (check.isNexo) return <Passed params={params} heading={heading} />;
  return <StepUpChallenge params={params} heading={heading} />;
}

function StepUpChallenge({ params, heading }: { params: StepUpParams; heading: ReactNode }) {
  const { t } = useTranslation('stepup');
  const { data } = useSuspenseQuery(stepUpQueryOptions(params.requiredLevel));
  const end = useStepUpEnd(params);
  if (data.requiredUserAction === 'none') return <Passed params={params} heading={heading} />;
  if (data.authMethods.length === 0) {
    return (
      <>
        {heading}
        <Alert status="error" title={t('noMethods.title')}>
          {t('noMethods.message')}
        </Alert>
        <div className="actions">
          <Button variant="secondary" onClick={() => end('cancel')}>
            {t('cancel')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      <MfaSteps params={params} methods={data.authMethods} onEnd={end} />
    </>
  );
}

/** Nothing to prove: on at once, saying so to screen readers while the next page loads. */
function Passed({ params, heading }: { params: StepUpParams; heading: ReactNode }) {
  const { t } = useTranslation('stepup');
  const end = useStepUpEnd(params);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    end('success');
  }, [end]);
  return (
    <>
      {heading}
      <VisuallyHidden as="p" role="status">
        {t('continuing')}
      </VisuallyHidden>
    </>
  );
}

function MfaSteps({
  params,
  methods,
  onEnd,
}: {
  params: StepUpParams;
  methods: StepUpAuthMethod[];
  onEnd: (end: StepUpEnd) => void;
}) {
  const { t } = useTranslation('stepup');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<StepUpAuthMethod | null>(null);
  const send = useMutation(sendStepUpCodeMutationOptions());
  const verify = useMutation(verifyStepUpCodeMutationOptions());
  const { requiredLevel } = params;

  if (!selected) {
    return (
      <MethodForm
        methods={methods}
        send={(method) => send.mutateAsync({ requiredLevel, selectedAuthMethod: method.id })}
        onSent={setSelected}
        onCancel={() => onEnd('cancel')}
      />
    );
  }
  return (
    <div className="stack">
      <CodeEntryStep
        destination={selected.destination}
        verify={async (code) => {
          try {
            await verify.mutateAsync({ requiredLevel, selectedAuthMethod: selected.id, code });
          } catch (error) {
            if (!endsStepUp(error)) throw error;
            onEnd('error');
            return 'leaving';
          }
          // GET /check now says the new level: whatever cached the old one reads it again.
          await queryClient.invalidateQueries({ queryKey: apiKey('authentication-service', '/check') });
          onEnd('success');
          return 'leaving';
        }}
        resend={() => send.mutateAsync({ requiredLevel, selectedAuthMethod: selected.id })}
        onCancel={() => onEnd('cancel')}
      />
      {methods.length > 1 ? (
        <div>
          <Button variant="link" onClick={() => setSelected(null)}>
            {t('otherMethod')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const methodSchema = z.object({ method: z.string().check(z.minLength(1)) });

/** Where the code goes: one choice per method (the first chosen already), then Send code. */
function MethodForm({
  methods,
  send,
  onSent,
  onCancel,
}: {
  methods: StepUpAuthMethod[];
  send: (method: StepUpAuthMethod) => Promise<void>;
  onSent: (method: StepUpAuthMethod) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stepup');
  const toast = useToast();
  const legendId = useId();
  const form = useAppForm({
    schema: methodSchema,
    defaultValues: { method: methods[0]?.id ?? '' },
    onSubmit: async ({ method: id }, controls) => {
      const method = methods.find((candidate) => candidate.id === id);
      if (!method) return 'stay';
      try {
        await send(method);
      } catch (error) {
        const failure = sendCodeFailure(error);
        if (failure.kind === 'handled') return 'leaving';
        controls.setFormError(failure);
        return 'stay';
      }
      toast.show({ type: 'success', message: t('toasts.CODE_SENT') });
      onSent(method);
      return 'leaving';
    },
  });
  const { register } = form.form;
  return (
    <form noValidate className="stack" onSubmit={form.submit}>
      <FormError error={form.formError} id={form.formErrorId} />
      <fieldset className="field field--group stack stack--sm" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          {t('methods.legend')}
        </legend>
        {methods.map((method) => {
          const inputId = `${legendId}-${method.id}`;
          return (
            <div className="checkbox" key={method.id}>
              <input
                id={inputId}
                type="radio"
                className="checkbox__input"
                value={method.id}
                {...register('method')}
              />
              <label htmlFor={inputId}>
                {t(`methods.${method.type}`, { destination: method.destination })}
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="actions">
        <Button {...form.submitProps()}>{t('send')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * How a step-up ends (spec section 4): obligations are checked again, then success goes on to
 * redirectUrl, cancel to cancelUrl, an error back a page (or to cancelUrl when this page was the first), with toast STEP_UP_ERROR; each posts
 * its event to the mobile app that may host the page. Both the product home and our own pages can be
 * the target, so it goes through `go`.
 */
function useStepUpEnd({ redirectUrl, cancelUrl }: StepUpParams) {
  const { t } = useTranslation('stepup');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const handOver = useHandOver();
  return useCallback(
    async (end: StepUpEnd) => {
      // Success, cancel and error each clear obligations (spec section 4 "Step-up"): the server is
      // asked again, as every obligation page's end does (useFinish), so what the step-up stood in
      // front of is not replayed from before; another obligation owed now takes the person to its page.
      try {
        await checkObligations();
      } catch (error) {
        // A failing check "returns nothing": the end goes on. A 403 or another page: on its way.
        if (handOver(error)) return;
      }
      const origin = window.location.origin;
      if (end === 'success') {
        postMobileEvent('stepUpSuccess');
        go(destinationFor(redirectUrl, origin), navigate);
      } else if (end === 'cancel') {
        postMobileEvent('stepUpCancel');
        go(destinationFor(cancelUrl, origin), navigate);
      } else {
        postMobileEvent('stepUpError');
        toast.show({ type: 'error', message: t('toasts.STEP_UP_ERROR') });
        // The router's first entry has the key 'default': nothing of ours to go back to.
        if (location.key !== 'default') void navigate(-1);
        else go(destinationFor(cancelUrl, origin), navigate);
      }
    },
    [redirectUrl, cancelUrl, navigate, location.key, toast, t, handOver],
  );
}
