/**
 * Every fault-matrix driver, by area (each area's test file runs its own, in parallel), and the calls
 * with no driver yet. ./faultMatrix.test.tsx checks that the two together name every call the app makes.
 */
import type { Driver } from './faultMatrix.driver';
import { OBLIGATION_DRIVERS } from './faultMatrix.obligations.drivers';
import { PASSKEY_DRIVERS } from './faultMatrix.passkeys.drivers';
import { RECOVERY_DRIVERS } from './faultMatrix.recovery.drivers';
import { REGISTRATION_DRIVERS } from './faultMatrix.registration.drivers';
import { SETTINGS_DRIVERS } from './faultMatrix.settings.drivers';
import { SIGNIN_DRIVERS } from './faultMatrix.signin.drivers';
import { SUPPORT_DRIVERS } from './faultMatrix.support.drivers';

export const DRIVERS: Driver[] = [
  ...SIGNIN_DRIVERS,
  ...RECOVERY_DRIVERS,
  ...REGISTRATION_DRIVERS,
  ...OBLIGATION_DRIVERS,
  ...SETTINGS_DRIVERS,
  ...SUPPORT_DRIVERS,
  ...PASSKEY_DRIVERS,
];

/**
 * Calls with no driver yet (issue 25 item 5 asks for all of them): each one listed here is a known gap
 * named in the session report, and the coverage check fails for any call neither driven nor listed.
 */
export const KNOWN_MISSING: string[] = [
  // Resend (src/common/code-entry/CodeEntryStep.tsx) waits out RESEND_COOLDOWN_MS after each code
  // sent; a driver needs the cooldown skipped across the flow: not done in session 29.
  'POST /tokens/codeEmailVerification',
  // The text overlay (src/common/language/switchLanguage.ts) is kept per language once loaded, and
  // the test kit's i18n instance is shared by every test of a file: one cell would load it for all
  // the others. Needs a way to forget the overlay between cells.
  'GET /resources/identity-ui-client',
  // Account creation's last step needs the emailed code (the mock's outbox) and the whole journey
  // before it, several seconds a cell: not driven in session 29.
  'POST /tokens/createPerson',
];
