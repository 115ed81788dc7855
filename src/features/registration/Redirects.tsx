/**
 * The registration paths that only lead elsewhere: the short link, the old
 * registration address, the unauthenticated root and its error page. (/auth/email-verify is the
 * email-verification flow's, src/features/obligations.)
 */
import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useShowResult } from '../../common/navigation/useShowResult';

/** /auth/r/{token}[/sso] → /auth/create-account/{token}[/sso], the query kept. */
export function ShortLinkRedirect() {
  const { token = '', accountType } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${paths.createAccount.href({ token, accountType })}${search}`} replace />;
}

/** /auth/account-registration?token= → the invitation's welcome (user confirmation). */
export function AccountRegistrationRedirect() {
  const [searchParams] = useSearchParams();
  return <Navigate to={paths.userConfirmation.href({ token: searchParams.get('token') ?? '' })} replace />;
}

/** /auth/a, the unauthenticated root: nothing of its own, sign-in. */
export function UnauthenticatedRoot() {
  return <Navigate to={paths.login.href()} replace />;
}

/**
 * /auth/a/error: `?reason=bad-token` is the bad-registration-token
 * message, anything else the unsupported error; both are result pages.
 */
export function UnauthenticatedError() {
  const [searchParams] = useSearchParams();
  const showResult = useShowResult();
  const badToken = searchParams.get('reason') === 'bad-token';
  useEffect(() => {
    showResult(badToken ? 'BAD_REGISTRATION_TOKEN' : 'FAILURE_UNSUPPORTED', { replace: true });
  }, [badToken, showResult]);
  return null;
}
