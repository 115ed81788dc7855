import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { withResult, type RedirectResult } from '../../lib/results';

/**
 * Ends the flow on a result page, like `useShowResult` (src/common/navigation), with what the page
 * shows besides its kind (the registration code, a company name). Always replaces: Back from the
 * result must not land on a link that only fails again.
 */
export function useEndWith() {
  const navigate = useNavigate();
  return useCallback(
    (result: RedirectResult) =>
      void navigate(paths.notification.href(), { ...withResult(result), replace: true }),
    [navigate],
  );
}
