import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { appLog, failureContext } from '../../api/log';
import { useClientRebrand } from '../../lib/brand';
import { useGo, useAppWideErrors } from '../../common/navigation/go';
import { useFeatureFlagReader } from '../../common/session/featureFlagFailure';
import { checkAuthPath } from './api';
import { takeFromBoot } from './frame/frame';
import { CHECK_AUTH_PATH_POST_FLAG, TIMED_OUT, type PasswordStepAnswer } from './usernameStep';
import { RequestTimeoutError } from '../../api/errors';
import type { LoginConfig } from './config';
import type { LoginAction } from './loginReducer';

/**
 * Next on the username step: which sign-in system the username uses. This
 * product's shows the password; the other one's is left for, with the redirect target. Returns the
 * check, and what this product's answer does (the sign-in frame's hand-over calls it when the frame had
 * the answer: ./frame/useFrameHandOver.ts).
 */
export function useCheckUsername(
  dispatch: Dispatch<LoginAction>,
  { config, target, origin }: { config: LoginConfig; target: string; origin: string },
) {
  const go = useGo();
  const toAppWideHandler = useAppWideErrors();
  const readFlag = useFeatureFlagReader();
  const [, setClientRebrand] = useClientRebrand();
  /** Whether Next POSTs the username: looked up once, while the person types (or by the frame). */
  const checkAuthPathPost = useRef<Promise<boolean> | null>(null);
  const usesCheckAuthPathPost = useCallback(() => {
    const read = () => readFlag(CHECK_AUTH_PATH_POST_FLAG);
    return (checkAuthPathPost.current ??=
      takeFromBoot('checkAuthPathPost')?.then((flag) => flag ?? read()) ?? read());
  }, [readFlag]);
  /** The password step: this product's (with the client's rebrand), or after a check that took too long. */
  const passwordNext = useCallback(
    (answer: PasswordStepAnswer) => {
      if (answer === TIMED_OUT) return dispatch({ type: 'checked', outcome: 'checkTimedOut' });
      // The person's client may carry the rebrand: the page's brand follows from here on.
      setClientRebrand(answer.rebrand);
      dispatch({ type: 'checked', outcome: 'password' });
    },
    [dispatch, setClientRebrand],
  );

  // Warm the flag Next needs while the person types: after the form's first paint, which the lookup
  // must not hold up (a lab measurement counts any request started before it as needed for it).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paint = requestAnimationFrame(() => (timer = setTimeout(() => void usesCheckAuthPathPost())));
    return () => {
      cancelAnimationFrame(paint);
      clearTimeout(timer);
    };
  }, [usesCheckAuthPathPost]);

  const check = useCallback(
    async (username: string) => {
      try {
        // The frame's call for this username, on its way when the app took over: its answer (or its
        // time limit, the same as the app's), not a second call.
        const fromFrame = takeFromBoot('authPath');
        const answer = fromFrame?.username === username ? await fromFrame.answer : null;
        if (answer !== null) return passwordNext(answer);
        const outcome = await checkAuthPath(username, {
          usePost: await usesCheckAuthPathPost(),
          nexoLoginUrl: config.nexoLoginUrl,
          target,
          origin,
        });
        if (outcome.type === 'password') return passwordNext({ rebrand: outcome.rebrand });
        if (outcome.url) {
          dispatch({ type: 'leaving' });
          return go({ type: 'external', url: outcome.url });
        }
        appLog.log('error', 'other sign-in system has no address');
        dispatch({ type: 'checked', outcome: 'noAddress' });
      } catch (error) {
        appLog.log('warn', 'check-auth-path failed', failureContext(error));
        toAppWideHandler(error);
        dispatch({
          type: 'checked',
          outcome: error instanceof RequestTimeoutError ? 'checkTimedOut' : 'checkFailed',
        });
      }
    },
    [
      dispatch,
      config.nexoLoginUrl,
      target,
      origin,
      go,
      toAppWideHandler,
      usesCheckAuthPathPost,
      passwordNext,
    ],
  );
  return [check, passwordNext] as const;
}
