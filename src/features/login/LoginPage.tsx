import { useEffect, useMemo, useRef } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { appLog, failureContext } from '../../api/log';
import { COOKIE, getCookie } from '../../lib/cookies';
import { useGo, useAppWideErrors } from '../../common/navigation/go';
import { loginConfig, type LoginConfig } from './config';
import { loginEntry } from './entry';
import type { LoginEntryCheck } from './entryCheck';
import { releasePrerenderedFrame } from './frame/frame';
import { LoginForm } from './LoginForm';
import { isTransientFailure } from '../../common/form/transient';
import { loginTarget } from './targets';
import { onSessionNews } from '../../common/session/crossTab';

/**
 * /auth/login: the route's loader has asked GET /check (./entryCheck.ts);
 * `loginEntry` says what its answer means; visitors on their way elsewhere never see the form. The
 * form's steps: ./LoginForm.tsx and ./loginReducer.ts.
 */
export default function LoginPage(props: Partial<LoginConfig>) {
  const location = useLocation();
  const origin = window.location.origin;
  const target = loginTarget(location.search, origin);
  const answer = useLoaderData() as LoginEntryCheck;
  const entry = useMemo(
    () => loginEntry(answer, getCookie(COOKIE.ssoSession) !== null, target, origin),
    [answer, target, origin],
  );
  const go = useGo();
  const toAppWideHandler = useAppWideErrors();
  const handled = useRef(false);
  const revalidator = useRevalidator();
  // No verdict on the entry check: someone signed in must not pass for a visitor with an empty form.
  const checkUnanswered = answer.error !== null && isTransientFailure(answer.error);

  useEffect(() => {
    if (!answer.error) return;
    appLog.log('warn', 'auth check failed', failureContext(answer.error));
    toAppWideHandler(answer.error);
  }, [answer.error, toAppWideHandler]);

  // Signed in in another tab: ask GET /check again, whose answer sends this tab where it was going.
  useEffect(
    () => onSessionNews((news) => news === 'signed-in' && void revalidator.revalidate()),
    [revalidator],
  );

  useEffect(() => {
    if (entry.type === 'form' || handled.current) return;
    handled.current = true;
    // On the way elsewhere: the static sign-in frame must not stay up meanwhile.
    releasePrerenderedFrame();
    go(entry.destination);
  }, [entry, go]);

  if (entry.type !== 'form') return null;
  return (
    <LoginForm
      config={loginConfig(props)}
      target={target}
      origin={origin}
      onRetryEntryCheck={checkUnanswered ? () => void revalidator.revalidate() : undefined}
    />
  );
}
