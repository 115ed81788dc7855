import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_BASE } from '../lib/paths';
import { isMobileWebView, postMobileEvent } from '../lib/mobileBridge';
import { resolveResultPage, resultContinueHref } from '../lib/resultPages';
import type { ReceivedResult } from '../lib/resultState';
import { Alert } from '../ui/Alert';
import { Button, LinkButton } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';
import { appConfig } from '../lib/config';

/** The notification page a flow ends on; one table drives it. */
export function ResultPage({
  result,
  action,
  titleBrand,
}: {
  /** Its kind may be one no longer known: the page then shows FAILURE_UNSUPPORTED (`resolveResultPage`). */
  result: ReceivedResult;
  /** An action of the situation's own, first (Reload, when a screen's code did not load). */
  action?: ReactNode;
  /** When given, the document is titled after the result (`title · brand`), as RootLayout titles routes. */
  titleBrand?: string;
}) {
  // The table's keys span namespaces: i18n.t takes any key (src/lib/messageKey.ts).
  const { t, i18n } = useTranslation(['results', 'common']);
  const page = resolveResultPage(result.kind);
  const values = { registrationCode: result.registrationCode ?? '', companyName: result.companyName ?? '' };
  const href = resultContinueHref(result, { registrationPortalUrl: appConfig.registrationPortalUrl });
  const continueLabel = i18n.t(page.continueKey);
  const mobileEvent = page.mobileEvent;
  const title = i18n.t(page.titleKey, values);
  useEffect(() => {
    if (titleBrand) document.title = `${title} · ${titleBrand}`;
  }, [title, titleBrand]);

  return (
    <section className="stack" aria-labelledby="result-title" data-result-kind={page.kind}>
      <PageHeading id="result-title">{title}</PageHeading>
      <Alert status={page.status}>
        <p>{i18n.t(page.messageKey, values)}</p>
        {/* The product words some codes (contact verification's); a code without words adds none. */}
        {result.errorCode && i18n.exists(`common:errorCodes.${result.errorCode}`) ? (
          <p>
            {i18n.t(
              `common:errorCodes.${result.errorCode}` as 'common:errorCodes.INVALID_CONTACT_INFO_FORMAT',
            )}
          </p>
        ) : null}
      </Alert>
      {page.continueTo === 'registrationPortal' && result.registrationCode ? (
        <p>
          {t('common:registrationCodeLabel')}{' '}
          <strong data-testid="registration-code">{result.registrationCode}</strong>
        </p>
      ) : null}
      {result.traceId ? (
        <p className="hint">
          {t('common:traceIdLabel')} <code>{result.traceId}</code>
        </p>
      ) : null}
      <div className="actions">
        {action}
        {mobileEvent && isMobileWebView() ? (
          // Inside the mobile app the app itself decides where to go next.
          <Button onClick={() => postMobileEvent(mobileEvent, { kind: page.kind })}>{continueLabel}</Button>
        ) : href === null ? null : href.startsWith(`${APP_BASE}/`) ? (
          <LinkButton to={href}>{continueLabel}</LinkButton>
        ) : (
          <a className="btn btn--primary" href={href}>
            {continueLabel}
          </a>
        )}
      </div>
    </section>
  );
}
