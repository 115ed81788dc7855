import { useQueryClient, useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  stepUpQueryOptions,
  sendStepUpCodeMutationOptions,
  verifyStepUpCodeMutationOptions,
  type StepUpAuthMethod,
} from '../../api/queries/stepup';
import { checkObligations } from '../../api/checkObligations';
import { apiKey } from '../../api/queries/keys';
import { postMobileEvent } from '../../lib/mobileBridge';
import { CodeEntryStep } from '../../common/code-entry/CodeEntryStep';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { ContinueAtOnce } from '../../common/navigation/ContinueAtOnce';
import { destinationFor, go, useAppWideErrors } from '../../common/navigation/go';
import { useSession } from '../../common/session/useSession';
import { Alert, FocusedAlert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/Toasts';
import { MethodForm } from './MethodForm';
import { endsStepUp } from './outcomes';
import { PasskeyStepUp, usePasskeyOffer } from './PasskeyStepUp';
import { readStepUpParams, type StepUpParams } from './params';

type StepUpEnd = 'success' | 'cancel' | 'error';

/**
 * /auth/step-up and /auth/login-step-up: proving who you are a
 * second time, to reach `requiredLevel`. A session already at that level, or signed in through the
 * other sign-in system (whose own login answers for it), passes at once; anyone else chooses where a
 * code goes (email or text), gets it, and enters it, or, with a passkey, uses it instead
 * (./PasskeyStepUp.tsx). Success goes to redirectUrl, Cancel to
 * cancelUrl, an error (too many wrong codes) back a page once its message was read; each posts its
 * event to the mobile app.
 */
export default function StepUpPage() {
  const { t } = useTranslation('stepup');
  const [search] = useSearchParams();
  const params = useMemo(() => readStepUpParams(search), [search]);
  const headingId = useId();
  const headingWith = (intro: string) => (
    <PageHeading id={headingId} subtitle={intro}>
      {t('title')}
    </PageHeading>
  );
  const heading = headingWith(t('intro'));
  return (
    <section className="stack" aria-labelledby={headingId}>
      <QueryBoundary heading={heading} texts="stepup">
        <StepUp params={params} heading={heading} passkeyHeading={headingWith(t('passkey.intro'))} />
      </QueryBoundary>
    </section>
  );
}

interface Headings {
  heading: ReactNode;
  /** The heading when a passkey is offered too: its intro names both ways. */
  passkeyHeading: ReactNode;
}

function StepUp({ params, ...headings }: { params: StepUpParams } & Headings) {
  const { check } = useSession();
  if (check.isNexo) return <Passed params={params} heading={headings.heading} />;
  return <StepUpChallenge params={params} {...headings} />;
}

function StepUpChallenge({
  params,
  heading: codeHeading,
  passkeyHeading,
}: { params: StepUpParams } & Headings) {
  const { t } = useTranslation('stepup');
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(stepUpQueryOptions(params.requiredLevel));
  const passkeyOffered = usePasskeyOffer(params.requiredLevel, {
    needed: data.requiredUserAction !== 'none',
  });
  const { end, leaveAfterError } = useStepUpEnd(params);
  const passed = useCallback(async () => {
    // GET /check now says the new level: whatever cached the old one reads it again.
    await queryClient.invalidateQueries({ queryKey: apiKey('get', '/check') });
    await end('success');
  }, [queryClient, end]);
  if (data.requiredUserAction === 'none') return <Passed params={params} heading={codeHeading} />;
  const heading = passkeyOffered ? passkeyHeading : codeHeading;
  if (leaveAfterError) {
    return (
      <>
        {heading}
        <Failed onContinue={leaveAfterError} />
      </>
    );
  }
  const hasCodes = data.authMethods.length > 0;
  const passkey = passkeyOffered ? (
    <PasskeyStepUp requiredLevel={params.requiredLevel} onPassed={passed} />
  ) : null;
  if (!hasCodes) {
    return (
      <>
        {heading}
        {passkey ?? (
          <Alert status="error" title={t('noMethods.title')}>
            {t('noMethods.message')}
          </Alert>
        )}
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
      {passkey ? (
        <>
          {passkey}
          <h2 className="contact-list__heading">{t('passkey.orCode')}</h2>
        </>
      ) : null}
      <MfaSteps params={params} methods={data.authMethods} onEnd={end} onPassed={passed} />
    </>
  );
}

/** Nothing to prove: on at once, saying so to screen readers while the next page loads. */
function Passed({ params, heading }: { params: StepUpParams; heading: ReactNode }) {
  const { t } = useTranslation('stepup');
  const { end } = useStepUpEnd(params);
  return (
    <>
      {heading}
      <ContinueAtOnce run={() => end('success')} label={t('continuing')} />
    </>
  );
}

function MfaSteps({
  params,
  methods,
  onEnd,
  onPassed,
}: {
  params: StepUpParams;
  methods: StepUpAuthMethod[];
  onEnd: (end: StepUpEnd) => Promise<void>;
  onPassed: () => Promise<void>;
}) {
  const { t } = useTranslation('stepup');
  const [selected, setSelected] = useState<StepUpAuthMethod | null>(null);
  const [previous, setPrevious] = useState<StepUpAuthMethod | undefined>(undefined);
  const send = useMutation(sendStepUpCodeMutationOptions());
  const verify = useMutation(verifyStepUpCodeMutationOptions());
  const { requiredLevel } = params;

  if (!selected) {
    return (
      <MethodForm
        methods={methods}
        chosen={previous}
        send={(method) => send.mutateAsync({ body: { requiredLevel, selectedAuthMethod: method.id } })}
        onSent={setSelected}
        onCancel={() => void onEnd('cancel')}
      />
    );
  }
  return (
    <div className="stack">
      <CodeEntryStep
        destination={selected.destination}
        verify={async (code) => {
          try {
            await verify.mutateAsync({ body: { requiredLevel, selectedAuthMethod: selected.id, code } });
          } catch (error) {
            if (!endsStepUp(error)) throw error;
            void onEnd('error');
            return 'leaving';
          }
          await onPassed();
          return 'leaving';
        }}
        resend={() => send.mutateAsync({ body: { requiredLevel, selectedAuthMethod: selected.id } })}
        onCancel={() => void onEnd('cancel')}
      />
      {methods.length > 1 ? (
        <div>
          <Button
            variant="link"
            onClick={() => {
              setPrevious(selected);
              setSelected(null);
            }}
          >
            {t('otherMethod')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The step-up ended in error: its message stays on the page, focused, until the person chooses to go
 * on. The product's toast says it too, but a toast goes after a few seconds and the page it would
 * have been read on is left at once; leaving waits for the person instead.
 */
function Failed({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('stepup');
  return (
    <>
      <FocusedAlert message={t('toasts.STEP_UP_ERROR')} />
      <div className="actions">
        <Button onClick={onContinue}>{t('failedContinue')}</Button>
      </div>
    </>
  );
}

/**
 * How a step-up ends: obligations are checked again, then success goes on to
 * redirectUrl, cancel to cancelUrl, an error back a page (or to cancelUrl when this page was the
 * first), with toast STEP_UP_ERROR; each posts its event to the mobile app that may host the page.
 * Both the product home and our own pages can be the target, so it goes through `go`. An error does
 * not leave by itself: `leaveAfterError` is set, and the page shows the message with a button that
 * calls it (the event is posted then, as a host app may close the page on it).
 */
function useStepUpEnd({ redirectUrl, cancelUrl }: StepUpParams) {
  const { t } = useTranslation('stepup');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const toAppWideHandler = useAppWideErrors();
  const [leaveAfterError, setLeaveAfterError] = useState<(() => void) | null>(null);
  const end = useCallback(
    async (how: StepUpEnd) => {
      // Success, cancel and error each clear obligations: the server is
      // asked again, as every obligation page's end does (useFinish), so what the step-up stood in
      // front of is not replayed from before; another obligation owed now takes the person to its page.
      try {
        await checkObligations();
      } catch (error) {
        // A failing check "returns nothing": the end goes on. A 403 or another page: on its way.
        if (toAppWideHandler(error)) return;
      }
      const origin = window.location.origin;
      if (how === 'success') {
        postMobileEvent('stepUpSuccess');
        go(destinationFor(redirectUrl, origin), navigate);
      } else if (how === 'cancel') {
        postMobileEvent('stepUpCancel');
        go(destinationFor(cancelUrl, origin), navigate);
      } else {
        toast.show({ type: 'error', message: t('toasts.STEP_UP_ERROR') });
        // A function in state is set through an updater.
        setLeaveAfterError(() => () => {
          postMobileEvent('stepUpError');
          // The router's first entry has the key 'default': nothing of ours to go back to.
          if (location.key !== 'default') void navigate(-1);
          else go(destinationFor(cancelUrl, origin), navigate);
        });
      }
    },
    [redirectUrl, cancelUrl, navigate, location.key, toast, t, toAppWideHandler],
  );
  return { end, leaveAfterError };
}
