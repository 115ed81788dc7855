/**
 * GET /check-obligations, the one wrapper (a 412 means an obligation is
 * owed and its body says what to do; success means none). Plain async functions with no TanStack
 * Query, so the sign-in page can call them without growing its bundle; the query and mutation options
 * (src/api/queries/obligations.ts) and `useFinish` (src/common/navigation/useFinish.ts) wrap them.
 */
import { authenticationService } from './clients';
import { ObligationError, type ObligationRequired } from './errors';

/** Resolves when nothing is owed; rejects with an ObligationError (a 412) or any other failure. */
export async function checkObligations(): Promise<void> {
  // Direct: the sign-in page calls it without TanStack Query (the file's header).
  await authenticationService.GET('/check-obligations');
}

/**
 * The obligation owed, as a value rather than an error (for a screen that reads it instead of being
 * sent to its page: the sign-in page, the change-password words); null when none. Other failures
 * are rethrown: the caller decides ("a failing check after login returns nothing").
 */
export async function owedObligation(): Promise<ObligationRequired | null> {
  try {
    await checkObligations();
    return null;
  } catch (error) {
    if (error instanceof ObligationError) return error.obligation;
    throw error;
  }
}
