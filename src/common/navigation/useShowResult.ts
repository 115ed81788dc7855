import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { withResult, type ResultKind } from '../../lib/results';

/**
 * Ends the flow on a result page (spec section 8): the kind travels in navigation state and the app
 * shell shows its notification page. `replace` drops the current entry, for pages that must not be
 * returned to with Back (a used or broken reset link would only show the failure again).
 */
export function useShowResult() {
  const navigate = useNavigate();
  return useCallback(
    (kind: ResultKind, { replace = false }: { replace?: boolean } = {}) => {
      void navigate(paths.notification.href(), { ...withResult({ kind }), replace });
    },
    [navigate],
  );
}
