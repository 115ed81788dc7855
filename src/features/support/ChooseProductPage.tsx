import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { landingProductsQueryOptions } from '../../api/queries/support';
import { paths } from '../../lib/paths';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { PageHeading } from '../../ui/PageHeading';
import { outsideAddress } from './outcomes';

/**
 * /auth/choose-product: the landing products, each a link to its target. A target
 * the browser may not be sent to (anything but http or https) is not offered at all.
 */
export default function ChooseProductPage() {
  const { t } = useTranslation('support');
  const heading = (
    <PageHeading id="choose-product-heading" subtitle={t('chooseProduct.intro')}>
      {t('chooseProduct.title')}
    </PageHeading>
  );
  return (
    <section className="stack" aria-labelledby="choose-product-heading">
      {heading}
      <QueryBoundary
        pendingLabel={t('chooseProduct.loading')}
        errorTitle={t('chooseProduct.loadError.title')}
        errorMessage={t('chooseProduct.loadError.message')}
      >
        <Products />
      </QueryBoundary>
    </section>
  );
}

function Products() {
  const { t } = useTranslation('support');
  const { data } = useSuspenseQuery(landingProductsQueryOptions());
  const products = data.flatMap((product) => {
    const url = outsideAddress(product.targetUrl, window.location.origin);
    return url ? [{ ...product, url }] : [];
  });
  if (products.length === 0) {
    return (
      <div className="stack">
        <p role="status">{t('chooseProduct.empty')}</p>
        <Link to={paths.userRoot.path}>{t('chooseProduct.accountLink')}</Link>
      </div>
    );
  }
  return (
    <ul className="product-list">
      {products.map((product) => (
        <li key={product.productId}>
          {/* Products live outside this app: a full page load, not a router link. */}
          <a className="product-list__link" href={product.url}>
            <span className="product-list__name">{product.productName}</span>
            <span className="product-list__description">{product.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
