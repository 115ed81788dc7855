/**
 * The result page as every route shows it (RootLayout, RouteError): its code, its table
 * (src/lib/resultPages.ts) and its words (the `results` catalogue) load when a result is shown, not
 * with the app's entry, which the sign-in page downloads before anything else. When they cannot load
 * (the network is gone: the very case of a screen whose chunk failed), a page from the entry's own
 * words says so and offers Reload.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../lib/browser';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';
import { Spinner } from '../ui/Spinner';
import { loadCatalogues, withCatalogues } from './i18n';
import type { ResultPage as ResultPageComponent } from './ResultPage';

type ResultPageProps = ComponentProps<typeof ResultPageComponent>;

const ResultPage = lazy<ComponentType<ResultPageProps>>(() =>
  Promise.all([import('./ResultPage'), loadCatalogues(['results'])]).then(
    ([module, texts]) => ({ default: withCatalogues(module.ResultPage, texts) }),
    () => ({ default: ResultPageUnavailable }),
  ),
);

export function LazyResultPage(props: ResultPageProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <ResultPage {...props} />
    </Suspense>
  );
}

function ResultPageUnavailable({ action }: ResultPageProps) {
  const { t } = useTranslation('common');
  return (
    <section className="stack" aria-labelledby="result-title">
      <PageHeading id="result-title">{t('resultUnavailable.title')}</PageHeading>
      <Alert status="error">
        <p>{t('resultUnavailable.message')}</p>
      </Alert>
      <div className="actions">
        {action ?? <Button onClick={() => browserLocation.reload()}>{t('reload')}</Button>}
      </div>
    </section>
  );
}
