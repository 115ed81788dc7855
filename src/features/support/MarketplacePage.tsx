import { useSearchParams } from 'react-router-dom';
import { settingsByGroupQueryOptions } from '../../api/queries/support';
import { appConfig } from '../../lib/config';
import { LeavingPage } from './LeavingPage';
import { marketplaceTarget } from './outcomes';

/**
 * /auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=: the group's
 * settings name the address to go to; an `NS_SSO_TESTING~<name>` group goes to the tested-SSO
 * endpoint for `<name>` without a lookup; a missing name or a failed lookup ends on a result page.
 */
export default function MarketplacePage() {
  const [searchParams] = useSearchParams();
  const target = marketplaceTarget(
    searchParams.get('marketplaceApplicationGroupName'),
    appConfig.ssoTestingUrl,
  );
  return (
    <LeavingPage
      words="marketplace"
      target={
        target.type === 'lookup'
          ? { lookup: settingsByGroupQueryOptions(target.group) }
          : target.type === 'url'
            ? { url: target.url }
            : { kind: target.kind }
      }
    />
  );
}
