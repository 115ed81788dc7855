import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { releasePrerenderedFrame } from '../common/prerendered/frame';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../lib/browser';
import { Button } from '../ui/Button';
import { LazyResultPage } from './LazyResultPage';
import { isChunkFailure } from '../lib/chunkLoad';
import { appLog } from '../api/log';

/**
 * Every route's error boundary: whatever broke (a lazy chunk that failed to load, a render error), the
 * person sees the unsupported-failure page, never a stack or a white screen. A screen whose code did
 * not load (src/lib/chunkLoad.ts) gets Reload there, which is what helps.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    // Whatever the static sign-in frame was waiting for will not come.
    releasePrerenderedFrame();
    appLog.log('error', 'route error', { name: error instanceof Error ? error.name : typeof error });
  }, [error]);
  return (
    <LazyResultPage
      result={{ kind: 'FAILURE_UNSUPPORTED' }}
      action={
        isChunkFailure(error) ? (
          <Button onClick={() => browserLocation.reload()}>{t('reload')}</Button>
        ) : undefined
      }
    />
  );
}
