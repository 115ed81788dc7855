import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { releasePrerenderedFrame } from '../features/login/frame/frame';
import { ResultPage } from './ResultPage';
import { appLog } from '../api/log';

/**
 * Every route's error boundary: whatever broke (a lazy chunk that failed to load, a render error), the
 * person sees the unsupported-failure page, never a stack or a white screen.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Whatever the static sign-in frame was waiting for will not come.
    releasePrerenderedFrame();
    appLog.log('error', 'route error', { name: error instanceof Error ? error.name : typeof error });
  }, [error]);
  return <ResultPage result={{ kind: 'FAILURE_UNSUPPORTED' }} />;
}
