import type { MockContext } from '../core/context.ts';

/** Data every scenario shares: option lists, agreements, products, identity providers, flags, clients. */
export async function seedReferenceData({ db }: MockContext): Promise<void> {
  const languages = [
    ['en-US', 'English (United States)'],
    ['en-CA', 'English (Canada)'],
    ['es-US', 'Español (Estados Unidos)'],
    ['fr-CA', 'Français (Canada)'],
  ];
  const regions = [
    ['US', 'United States'],
    ['CA', 'Canada'],
  ];
  const timezones = [
    ['America/New_York', '(UTC-05:00) Eastern Time (US & Canada)'],
    ['America/Chicago', '(UTC-06:00) Central Time (US & Canada)'],
    ['America/Denver', '(UTC-07:00) Mountain Time (US & Canada)'],
    ['America/Los_Angeles', '(UTC-08:00) Pacific Time (US & Canada)'],
    ['America/Toronto', '(UTC-05:00) Toronto'],
  ];
  for (const [list, rows] of [
    ['languages', languages],
    ['regions', regions],
    ['timezones', timezones],
  ] as const) {
    for (const [code, name] of rows) await db.options.create({ list, code: code!, name: name! });
  }

  const clients = [
    { id: 'acme', name: 'Acme Manufacturing', emailDomain: 'acme.example' },
    { id: 'birch', name: 'Birch Logistics', emailDomain: 'birch.example' },
    { id: 'cedar', name: 'Cedar Foods', emailDomain: 'cedar.example' },
    { id: '002', name: 'Platform Internal Support', emailDomain: 'example.com' },
    { id: 'nexo-co', name: 'Nexo Components', emailDomain: 'nexo.example', isNexoClient: true },
    { id: 'sso-client', name: 'SSO Client Co', emailDomain: 'sso-client.example' },
    // Enough names under "A" for the add-client search to page (page size 5).
    { id: 'alder', name: 'Alder Schools', emailDomain: 'alder.example' },
    { id: 'apex', name: 'Apex Roofing', emailDomain: 'apex.example', isTransitionedToService: true },
    { id: 'aspen', name: 'Aspen Dental', emailDomain: 'aspen.example' },
    { id: 'atlas', name: 'Atlas Freight', emailDomain: 'atlas.example' },
    { id: 'aurora', name: 'Aurora Health', emailDomain: 'aurora.example' },
    { id: 'avalon', name: 'Avalon Retail', emailDomain: 'avalon.example' },
  ];
  for (const client of clients) {
    await db.clients.create({
      purpose: 'production',
      isTransitionedToService: false,
      isClientRebrandEnabled: false,
      isNexoClient: false,
      samlConfigured: client.id === 'sso-client' || client.id === 'acme',
      ...client,
    });
  }

  await db.legalAgreements.create({
    agreementName: 'terms-of-service',
    displayName: 'Terms of Service',
    version: '3',
    documentUrl: '/auth/legal',
    createdAt: Date.parse('2026-01-15T15:00:00Z'), // 10:00 in New York, where dates are shown
  });
  await db.legalAgreements.create({
    agreementName: 'privacy-policy',
    displayName: 'Privacy Policy',
    version: '2',
    documentUrl: '/auth/legal#privacy',
    createdAt: Date.parse('2026-03-01T15:00:00Z'),
  });

  for (const product of [
    {
      productId: 'workforce',
      productName: 'Workforce',
      description: 'Pay, time off and your profile.',
      targetUrl: '/view/home',
    },
    {
      productId: 'benefits',
      productName: 'Benefits',
      description: 'Plans, enrolment and dependants.',
      targetUrl: '/view/home?product=benefits',
    },
  ]) {
    await db.landingProducts.create(product);
  }

  await db.identityProviders.create({
    id: 'idp-sso-client',
    name: 'SSO Client Co identity provider',
    domain: 'sso-client.example',
    // A stand-in page served by the mock server: it says where the browser was sent and with what.
    initiateRequestUrl: '/__mock/pages/idp/idp-sso-client/initiate',
    isDiscoveryEnabled: true,
  });

  await db.settingsGroups.create({ group: 'PAYROLL_MARKETPLACE', url: '/__mock/pages/marketplace/payroll' });

  for (const [flag, isEnabled] of Object.entries(DEFAULT_FLAGS)) {
    await db.featureFlags.create({ clientId: '*', flag, isEnabled });
  }
}

/**
 * Every feature flag the mock knows, with the value every client gets unless it has its own. PUT
 * /__mock/flags refuses other names: a misspelt flag would otherwise be stored and never read.
 */
export const DEFAULT_FLAGS: Readonly<Record<string, boolean>> = {
  requireAdpEmailForICCAccess: false,
  requireOnlyAdpEmails: false,
  syncSessionTTLFeatureEnabled: true,
  enableClientRebrand: false,
  enableRegistrationLinkExistingAccount: true,
  enableCheckAuthPathPost: false,
};
