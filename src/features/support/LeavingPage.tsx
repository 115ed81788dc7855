import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePending, QueryError } from '../../common/data/QueryBoundary';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useShowResult } from '../../common/navigation/useShowResult';
import type { ResultKind } from '../../lib/results';
import { PageHeading } from '../../ui/PageHeading';
import { outsideAddress, redirectFailure } from './outcomes';

interface Texts {
  title: string;
  leavingLabel: string;
  errorTitle: string;
  errorMessage: string;
}

/** Where the page sends the browser: an address found by a lookup, a known one, or a result page. */
export type LeavingTarget<TAnswer, TError, TKey extends QueryKey> =
  { lookup: UseQueryOptions<TAnswer, TError, string, TKey> } | { url: string } | { kind: ResultKind };

/**
 * A page that only sends the browser on (the marketplace, the SAML redirect): a labelled spinner while
 * it looks up where, then a full page load there. No answer, a 5xx or a 429 stays here with Try again;
 * any other failure ends on its result page (./outcomes.ts `redirectFailure`).
 */
export function LeavingPage<TAnswer, TError, TKey extends QueryKey>({
  words,
  target,
}: {
  /** The page's place in the `support` catalogue: its `title`, `leaving`, `loadError.title`, `.message`. */
  words: 'marketplace' | 'samlRedirect';
  target: LeavingTarget<TAnswer, TError, TKey>;
}) {
  const { t } = useTranslation('support');
  const texts: Texts = {
    title: t(`${words}.title`),
    leavingLabel: t(`${words}.leaving`),
    errorTitle: t(`${words}.loadError.title`),
    errorMessage: t(`${words}.loadError.message`),
  };
  if ('lookup' in target) return <LookupThenLeave lookup={target.lookup} {...texts} />;
  return <Leave {...texts} {...('url' in target ? { address: target.url } : { resultKind: target.kind })} />;
}

function LookupThenLeave<TAnswer, TError, TKey extends QueryKey>({
  lookup,
  ...texts
}: Texts & { lookup: UseQueryOptions<TAnswer, TError, string, TKey> }) {
  const query = useQuery(lookup);
  const failure = query.isError ? redirectFailure(query.error) : null;
  return (
    <Leave
      {...texts}
      address={query.isSuccess ? query.data : null}
      resultKind={failure?.kind === 'result' ? failure.result.kind : null}
    >
      {failure?.kind === 'retry' ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          autoFocus
          errorTitle={texts.errorTitle}
          errorMessage={texts.errorMessage}
        />
      ) : null}
    </Leave>
  );
}

function Leave({
  title,
  leavingLabel,
  address = null,
  resultKind = null,
  children,
}: Texts & { address?: string | null; resultKind?: ResultKind | null; children?: ReactNode }) {
  const go = useGo();
  const showResult = useShowResult();

  useEffect(() => {
    if (resultKind) {
      // Replace: Back from the result page must not land on a visit that only fails again.
      showResult(resultKind, { replace: true });
      return;
    }
    if (address === null) return;
    const url = outsideAddress(address, window.location.origin);
    if (url) go(destinationFor(url, window.location.origin));
    else showResult('FAILURE_UNSUPPORTED', { replace: true });
  }, [address, resultKind, go, showResult]);

  return (
    <div className="stack">
      <PageHeading>{title}</PageHeading>
      {children ?? <PagePending label={leavingLabel} />}
    </div>
  );
}
