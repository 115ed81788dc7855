import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageHeading } from '../../ui/PageHeading';
import { QueryBoundary } from './QueryBoundary';
import type { TokenPageData } from './tokenPage';

/**
 * The boundary of a page read by its URL token (src/README.md, "A page read by its URL token"): the
 * token the route's loader kept, handed to `screen`, which reads its data in the page-data boundary
 * under the page's `title`, kept in every state.
 */
export function TokenPageBoundary({
  title,
  screen: Screen,
}: {
  title: string;
  screen: ComponentType<{ token: string }>;
}) {
  const { token } = useLoaderData<TokenPageData>();
  return (
    <QueryBoundary heading={<PageHeading>{title}</PageHeading>}>
      <Screen token={token} />
    </QueryBoundary>
  );
}
