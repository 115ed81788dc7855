/**
 * The recovery routes' loaders, a module of their own so a navigation starts the data and the screen's
 * code side by side (docs/architecture.md "Page data").
 */
import { tokenPageLoader } from '../../common/data/tokenPage';
import { resetTokenQueryOptions } from '../../api/queries/tokens';
import { resetTokenRefused } from './outcomes';

/** /auth/forgot-password/reset?token=…: the link is verified before the page paints. */
export const resetPasswordLoader = tokenPageLoader({
  token: { query: 'token' },
  options: resetTokenQueryOptions,
  missing: 'FAILURE_LINK_RESET_PASS',
  refused: resetTokenRefused,
});
