// Types only: the catalogue is downloaded with the page by the route table (src/app/routes.tsx).
import type legal from '../../../locales/en-US/legal.json';

/**
 * Section ids, in page order: every topic the terms page must cover, plus supported browsers (the
 * footer links there). Each is the id of its h2, so `/auth/legal#privacy` lands on it.
 */
export const SECTION_IDS = [
  'site-overview',
  'employee-and-administrator-users',
  'registration-and-password',
  'laws',
  'privacy',
  'security',
  'copyright',
  'no-tampering',
  'non-transferable-use',
  'offensive-use',
  'representations',
  'third-party-links',
  'no-warranties',
  'limitation-of-liability',
  'termination',
  'changes',
  'data-transmission',
  'consent-to-data-use',
  'copyright-claims',
  'governing-law',
  'third-party-beneficiaries',
  'supported-browsers',
] as const satisfies readonly (keyof typeof legal.sections)[];
