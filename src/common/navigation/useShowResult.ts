import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { RedirectResult, ResultKind } from '../../lib/results';
import { withResult } from '../../lib/resultState';

/**
 * Ends the flow on a result page: the result travels in navigation state and the app
 * shell shows its notification page. A kind alone, or a `RedirectResult` with what the page shows
 * besides (a registration code, a company name). `replace` drops the current entry, for pages that must
 * not be returned to with Back (a used or broken reset link would only show the failure again).
 */
export function useShowResult() {
  const navigate = useNavigate();
  return useCallback(
    (result: ResultKind | RedirectResult, { replace = false }: { replace?: boolean } = {}) => {
      const redirectResult = typeof result === 'string' ? { kind: result } : result;
      void navigate(paths.notification.href(), { ...withResult(redirectResult), replace });
    },
    [navigate],
  );
}
