/**
 * Every fault-matrix driver, by area (each area's test file runs its own, in parallel).
 * ./faultMatrix.test.tsx checks that they reach every call the app makes.
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
