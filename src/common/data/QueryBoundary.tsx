import { Component, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { isHandledGlobally } from '../../api/errors';
import { transientFailure } from '../form/transient';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { CustomTypeOptions } from 'i18next';
import type { MessageKey } from '../../lib/messageKey';

type DataText = 'loading' | 'loadError.title' | 'loadError.message';

/** The place `K` names if it is `<place>.loadError.title` or `<namespace>:loadError.title`. */
type PlaceOf<K> = K extends `${infer Group}.loadError.title`
  ? Group
  : K extends `${infer Namespace}:loadError.title`
    ? Namespace
    : never;

/** The separator between a place and its keys: a group's dot, a bare namespace's colon. */
type Separator<P extends string> = P extends `${string}:${string}` ? '.' : ':';

/**
 * Where a page's data texts sit in the catalogues: a namespace (`stepup`) or a group in one
 * (`obligations:legal`) holding `loading`, `loadError.title` and `loadError.message`.
 */
export type DataTexts = {
  [K in MessageKey]: PlaceOf<K> extends infer P extends string
    ? `${P}${Separator<P>}${DataText}` extends MessageKey
      ? P
      : never
    : never;
}[MessageKey];

function catalogueOf(texts: DataTexts | undefined): keyof CustomTypeOptions['resources'] {
  return texts ? (texts.split(':')[0] as keyof CustomTypeOptions['resources']) : 'data';
}

function dataTextKey(texts: DataTexts, text: DataText): MessageKey {
  // DataTexts admits only a place whose three keys exist, so the joined key is one of them.
  return `${texts}${texts.includes(':') ? '.' : ':'}${text}` as MessageKey;
}

/**
 * The one pending/error boundary for server state (docs/architecture.md, "Page data"). A screen reads its data
 * with `useSuspenseQuery` (the same options its route loader primed) inside a `QueryBoundary`:
 *  - pending: a spinner with a label (`pendingLabel`, default `data:pending`);
 *  - `texts` names where the page keeps its own pending label and error words, instead of the three props;
 *  - failed: the error, its trace id, and Try again, which refetches the failed queries;
 *  - a 403 or 412 renders nothing: the app-wide handler is already navigating;
 *  - an error that no query holds (a bug in a render) goes on to the route's error boundary.
 * `heading` stays above the pending and error views, so the page keeps its `h1` in every state.
 */
export interface QueryBoundaryProps {
  children: ReactNode;
  heading?: ReactNode;
  /** The page's own pending label and error words, read from one place of the catalogues. */
  texts?: DataTexts;
  pendingLabel?: string;
  errorTitle?: string;
  /** The error view's message; a function reads it from the failure (its first error's, say). */
  errorMessage?: string | ((error: unknown) => string | undefined);
}

export function QueryBoundary({ texts, ...props }: QueryBoundaryProps) {
  // The texts' catalogue, waited for here as the page's own useTranslation would (the pending view needs it).
  const { i18n } = useTranslation(catalogueOf(texts));
  if (!texts) return <DataBoundary {...props} />;
  return (
    <DataBoundary
      {...props}
      pendingLabel={i18n.t(dataTextKey(texts, 'loading'))}
      errorTitle={i18n.t(dataTextKey(texts, 'loadError.title'))}
      errorMessage={i18n.t(dataTextKey(texts, 'loadError.message'))}
    />
  );
}

function DataBoundary({
  children,
  heading,
  pendingLabel,
  errorTitle,
  errorMessage,
}: Omit<QueryBoundaryProps, 'texts'>) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <QueryErrorCatcher
          queryClient={queryClient}
          onReset={reset}
          fallback={(error, retry, retried) => (
            <>
              {heading}
              <QueryError
                error={error}
                onRetry={retry}
                autoFocus={retried}
                errorTitle={errorTitle}
                errorMessage={typeof errorMessage === 'function' ? errorMessage(error) : errorMessage}
              />
            </>
          )}
        >
          <Suspense
            fallback={
              <>
                {heading}
                <PagePending label={pendingLabel} />
              </>
            }
          >
            {children}
          </Suspense>
        </QueryErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}

/** The pending view alone, for a screen that reads a query without suspending. */
export function PagePending({ label }: { label?: string | undefined }) {
  const { t } = useTranslation('data');
  return <Spinner className="page-pending" label={label ?? t('pending')} showLabel />;
}

export interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Whether Try again is already under way (a non-suspending query's `isFetching`). */
  retrying?: boolean;
  /** Focus the error when it appears (after a retry that failed again: the button is gone). */
  autoFocus?: boolean;
  errorTitle?: string | undefined;
  errorMessage?: string | undefined;
}

/** The error view alone, for a screen that reads a query without suspending. */
export function QueryError({
  error,
  onRetry,
  retrying = false,
  autoFocus = false,
  errorTitle,
  errorMessage,
}: QueryErrorProps) {
  const { t } = useTranslation(['data', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  if (isHandledGlobally(error)) return null;
  const traceId = isApiError(error) && error.traceId ? error.traceId : null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      status="error"
      title={errorTitle ?? t('data:loadError.title')}
      // What failed, in any language (as FormError's): a transient kind, or `other` (a refusal, a bug).
      data-failure={transientFailure(error) ?? 'other'}
    >
      <p>{errorMessage ?? t('data:loadError.message')}</p>
      {traceId ? (
        <p className="text-muted">
          {t('common:traceIdLabel')} <code>{traceId}</code>
        </p>
      ) : null}
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('data:retry')}
      </Button>
    </Alert>
  );
}

type CatcherProps = {
  queryClient: QueryClient;
  onReset: () => void;
  fallback: (error: unknown, retry: () => void, retried: boolean) => ReactNode;
  children: ReactNode;
};
type CatcherState = { error: unknown; failed: boolean; retries: number };

/** Whether a query of the cache failed with exactly this error (as opposed to a render's own throw). */
function isQueryError(queryClient: QueryClient, error: unknown): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error === error);
}

class QueryErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, failed: false, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown by render(); the route's boundary logs what it receives.
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState((state) => ({ error: null, failed: false, retries: state.retries + 1 }));
  };

  override render() {
    const { error, failed, retries } = this.state;
    if (!failed) return this.props.children;
    // Not a query's failure: the route's error boundary deals with it.
    if (!isQueryError(this.props.queryClient, error)) throw error;
    return this.props.fallback(error, this.retry, retries > 0);
  }
}
