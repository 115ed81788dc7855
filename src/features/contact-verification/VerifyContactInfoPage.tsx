import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureContext, appLog } from '../../api/log';
import {
  contactInfoSorQueryOptions,
  startContactVerificationMutationOptions,
  verifyContactCodeMutationOptions,
  type ContactVerificationTarget,
} from '../../api/queries/verification';
import { postMobileEvent } from '../../lib/mobileBridge';
import { LANDING_PATH, paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import type { ResultKind } from '../../lib/results';
import { withResult } from '../../lib/resultState';
import { parseVerifyContactQuery } from '../../lib/validation/contact';
import { CodeEntryStep } from '../../common/code-entry/CodeEntryStep';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { ContinueAtOnce } from '../../common/navigation/ContinueAtOnce';
import { destinationFor, go } from '../../common/navigation/go';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { isFormattable, isRefusedCode, pickContact, verifyContactFailure } from './outcomes';

/**
 * The platform value of the mobile app's web view: Cancel there goes back in history, where the
 * app took over, instead of to returnUrl.
 */
export const MOBILE_APP_PLATFORM = 'mobileApp';

/** What a log line says about the flow: never the address or number, never a code. */
type LogFacts = { type?: string; purpose?: string; platformType?: string | null };

/**
 * /auth/verify-contact-info?type=&purpose=&returnUrl=&platformType=: proves
 * that the person's email or phone of that purpose is theirs. A type or purpose the page does not
 * know is MISSING_REQUIRED_QUERY_PARAMS, the generic failure; a contact verified already succeeds at
 * once; otherwise a code goes to it and is entered here. Every outcome is a result page whose
 * Continue leads to returnUrl (in the mobile app, posts its event); Cancel posts the cancel event and
 * goes to returnUrl, or back in the mobile app. Start, error, cancel and success are logged.
 */
export default function VerifyContactInfoPage() {
  const { t } = useTranslation('contactVerification');
  const [search] = useSearchParams();
  const parsed = useMemo(() => parseVerifyContactQuery(search), [search]);
  const returnUrl = sanitizeRedirect(search.get('returnUrl'), LANDING_PATH);
  const platformType = search.get('platformType');
  const headingId = useId();
  const heading = (
    <PageHeading id={headingId} subtitle={t('verifyContact.intro')}>
      {t('verifyContact.title')}
    </PageHeading>
  );
  const end = useEnd(returnUrl, platformType);
  return (
    <section className="stack" aria-labelledby={headingId}>
      {parsed.ok ? (
        <QueryBoundary heading={heading} texts="contactVerification:verifyContact">
          {heading}
          <VerifyContact type={parsed.value.type} purpose={parsed.value.purpose} end={end} />
        </QueryBoundary>
      ) : (
        <>
          {heading}
          <EndAtOnce
            run={() => end.fail('FAILURE_VERIFY_CONTACT_INFO', { error: 'MISSING_REQUIRED_QUERY_PARAMS' })}
          />
        </>
      )}
    </section>
  );
}

type End = ReturnType<typeof useEnd>;

function useEnd(returnUrl: string, platformType: string | null) {
  const navigate = useNavigate();
  const facts = useRef<LogFacts>({ platformType });
  return useMemo(() => {
    // `errorCode`: the result page adds the code's words where the product gives it some.
    const show = (kind: ResultKind, errorCode?: string) =>
      void navigate(paths.notification.href(), {
        ...withResult({ kind, redirectUrl: returnUrl, ...(errorCode ? { errorCode } : {}) }),
        replace: true,
      });
    return {
      setFacts: (more: LogFacts) => Object.assign(facts.current, more),
      start: () => appLog.log('info', 'verify contact info: start', { ...facts.current }),
      succeed: (kind: ResultKind) => {
        appLog.log('info', 'verify contact info: success', { ...facts.current, result: kind });
        show(kind);
      },
      fail: (kind: ResultKind, context: Record<string, unknown>) => {
        appLog.log('error', 'verify contact info: error', { ...facts.current, result: kind, ...context });
        show(kind, typeof context.error === 'string' ? context.error : undefined);
      },
      cancel: () => {
        appLog.log('info', 'verify contact info: cancel', { ...facts.current });
        postMobileEvent('contactVerifyCancel');
        if (platformType === MOBILE_APP_PLATFORM) void navigate(-1);
        else go(destinationFor(returnUrl, window.location.origin), navigate);
      },
    };
  }, [navigate, returnUrl, platformType]);
}

/** Ends on a result page at once: the page has nothing to ask. */
function EndAtOnce({ run }: { run: () => void }) {
  const { t } = useTranslation('contactVerification');
  return <ContinueAtOnce run={run} label={t('verifyContact.continuing')} />;
}

function VerifyContact({
  type,
  purpose,
  end,
}: {
  type: 'email' | 'phone';
  purpose: 'personal' | 'business';
  end: End;
}) {
  const { data } = useSuspenseQuery(contactInfoSorQueryOptions());
  const contact = pickContact(data, type, purpose);
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    end.setFacts({ type, purpose });
    end.start();
  }
  if (!contact)
    return <EndAtOnce run={() => end.fail('FAILURE_VERIFY_CONTACT_INFO', { error: 'NO_CONTACT' })} />;
  if (contact.isVerified) return <EndAtOnce run={() => end.succeed('SUCCESS_ALREADY_VERIFIED')} />;
  if (!isFormattable(type, contact.value))
    return (
      <EndAtOnce
        run={() =>
          end.fail('FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT', { error: 'INVALID_CONTACT_INFO_FORMAT' })
        }
      />
    );
  return <CodeSteps target={{ type, purpose, value: contact.value }} end={end} />;
}

function CodeSteps({ target, end }: { target: ContactVerificationTarget; end: End }) {
  const { t } = useTranslation('contactVerification');
  const start = useMutation(startContactVerificationMutationOptions());
  const verify = useMutation(verifyContactCodeMutationOptions());
  const startVerification = async () => (await start.mutateAsync({ body: target })).verificationId;
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const success: ResultKind =
    target.type === 'email' ? 'SUCCESS_VERIFY_CONTACT_EMAIL' : 'SUCCESS_VERIFY_CONTACT_PHONE';

  /** Ends the flow on the failure's page, logged; false for a 403/412 or a snag, which are not ends. */
  const endedBy = useCallback(
    (error: unknown): boolean => {
      const outcome = verifyContactFailure(error);
      if (outcome.kind !== 'result') return false;
      end.fail(outcome.result.kind, failureContext(error));
      return true;
    },
    [end],
  );

  // A snag keeps the page with Try again (the action pattern); an answer ends it on its page.
  const sendCode = useAppAction({
    action: async () => {
      try {
        setVerificationId(await startVerification());
      } catch (error) {
        if (!endedBy(error)) throw error;
      }
      return 'leaving';
    },
  });

  if (verificationId) {
    return (
      <CodeEntryStep
        destination={target.value}
        verify={async (code) => {
          try {
            await verify.mutateAsync({ params: { path: { verificationId } }, body: { code } });
          } catch (error) {
            if (isRefusedCode(error) || !endedBy(error)) throw error;
            return 'leaving';
          }
          end.succeed(success);
          return 'leaving';
        }}
        resend={async () => setVerificationId(await startVerification())}
        onCancel={end.cancel}
      />
    );
  }
  const label: ReactNode =
    target.type === 'email'
      ? t('verifyContact.sendToEmail', { value: target.value })
      : t('verifyContact.sendToPhone', { value: target.value });
  return (
    <div className="stack">
      <FormError error={sendCode.error} id={sendCode.errorId} slow={sendCode.slow} />
      <p>{label}</p>
      <div className="actions">
        <Button onClick={() => sendCode.run()} busy={sendCode.busy}>
          {t('verifyContact.send')}
        </Button>
        <Button variant="secondary" disabled={sendCode.busy} onClick={end.cancel}>
          {t('verifyContact.cancel')}
        </Button>
      </div>
    </div>
  );
}
