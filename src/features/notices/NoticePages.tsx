import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import type { AlertStatus } from '../../ui/Alert';
import { Notice, useTraceId } from './Notice';

/** A notice page's words in the `notices` catalogue: `<name>.title` and `<name>.message`. */
type NoticeName =
  | 'unauthorizedError'
  | 'resourceNotFound'
  | 'accountNoAccess'
  | 'archived'
  | 'notification'
  | 'unauthorizedNotification';

interface NoticeEntry {
  status: AlertStatus;
  /** The HTTP-style code shown under the title ("Error 403"). */
  code?: number;
  /** Whether the page shows the `traceId` query value, for support to find what happened. */
  tracesId?: boolean;
  /** The page's one action: back to sign-in, or log out (the session is of no use here). */
  action: 'backToLogin' | 'logout';
}

/** The notice pages that are only words and a link; each route keeps its own URL and title. */
const NOTICES: Record<NoticeName, NoticeEntry> = {
  // No permission (the account may not be fully set up).
  unauthorizedError: { status: 'error', code: 403, tracesId: true, action: 'backToLogin' },
  // No access to this product, maybe to others.
  resourceNotFound: { status: 'error', code: 404, tracesId: true, action: 'logout' },
  accountNoAccess: { status: 'error', tracesId: true, action: 'logout' },
  // The client (company) has been archived; contact HR.
  archived: { status: 'info', action: 'backToLogin' },
  // /auth/notification with no result present: the generic "404: Page Not Found".
  notification: { status: 'error', action: 'backToLogin' },
  // Not authorized; contact HR or service support.
  unauthorizedNotification: { status: 'error', code: 401, action: 'backToLogin' },
};

function TableNotice({ name }: { name: NoticeName }) {
  const { t } = useTranslation('notices');
  const traceId = useTraceId();
  const { status, code, tracesId = false, action } = NOTICES[name];
  return (
    <Notice
      title={t(`${name}.title`)}
      subtitle={code === undefined ? undefined : t('errorCode', { code })}
      status={status}
      message={t(`${name}.message`)}
      traceId={tracesId ? traceId : null}
    >
      <LinkButton to={action === 'logout' ? paths.logout.href() : paths.login.href()}>{t(action)}</LinkButton>
    </Notice>
  );
}

/** /auth/unauthorized-error */
export const UnauthorizedErrorPage = () => <TableNotice name="unauthorizedError" />;
/** /auth/resource-not-found */
export const ResourceNotFoundPage = () => <TableNotice name="resourceNotFound" />;
/** /auth/account-no-access */
export const AccountNoAccessPage = () => <TableNotice name="accountNoAccess" />;
/** /auth/archived */
export const ArchivedPage = () => <TableNotice name="archived" />;
/** /auth/notification */
export const NotificationPage = () => <TableNotice name="notification" />;
/** /auth/unauthorized-notification */
export const UnauthorizedNotificationPage = () => <TableNotice name="unauthorizedNotification" />;
