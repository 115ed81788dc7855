import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { PageHeading } from '../../ui/PageHeading';
import type { AlertStatus } from '../../ui/Alert';

/** Longest trace id shown; real ones are far shorter (32 hex digits, a UUID). */
export const MAX_TRACE_ID_LENGTH = 128;

/** The `traceId` query value, trimmed and capped, or null when absent or blank. */
/**
 * Trace ids are opaque tokens (hex from our middleware); anything else in the query — words, a phone
 * number — is not shown, so the URL cannot put made-up text on our page.
 */
const TRACE_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

export function useTraceId(): string | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('traceId')?.trim();
  return value && value.length <= MAX_TRACE_ID_LENGTH && TRACE_ID_PATTERN.test(value) ? value : null;
}

export interface NoticeProps {
  /** The page's single h1. */
  title: string;
  /** Small line under the title (the HTTP-style code, e.g. "Error 403"). */
  subtitle?: string;
  status: AlertStatus;
  message: ReactNode;
  /** Shown as plain text in a `<code>` (React escapes it); nothing when null. */
  traceId?: string | null;
  /** The page's actions (links). */
  children: ReactNode;
}

/** The common layout of the error and notice pages: heading, message, optional reference id, actions. */
export function Notice({ title, subtitle, status, message, traceId, children }: NoticeProps) {
  const { t } = useTranslation('notices');
  return (
    <section className="stack" aria-labelledby="notice-title">
      <PageHeading id="notice-title" subtitle={subtitle}>
        {title}
      </PageHeading>
      <Alert status={status}>{message}</Alert>
      {traceId ? (
        <p className="text-sm text-muted" data-testid="trace-id">
          {t('traceIdLabel')} <code>{traceId}</code>
          <br />
          {t('traceIdHint')}
        </p>
      ) : null}
      <div className="actions">{children}</div>
    </section>
  );
}
