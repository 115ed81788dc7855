/**
 * Every fault-matrix driver, by area (each area's test file runs its own, in parallel).
 * ./coverage.test.tsx checks that they reach every call the app makes.
 */
import type { Driver } from './driver';
import { OBLIGATION_DRIVERS } from './obligations.drivers';
import { PASSKEY_DRIVERS } from './passkeys.drivers';
import { RECOVERY_DRIVERS } from './recovery.drivers';
import { REGISTRATION_DRIVERS } from './registration.drivers';
import { SETTINGS_DRIVERS } from './settings.drivers';
import { SIGNIN_DRIVERS } from './signin.drivers';
import { SUPPORT_DRIVERS } from './support.drivers';

export const DRIVERS: Driver[] = [
  ...SIGNIN_DRIVERS,
  ...RECOVERY_DRIVERS,
  ...REGISTRATION_DRIVERS,
  ...OBLIGATION_DRIVERS,
  ...SETTINGS_DRIVERS,
  ...SUPPORT_DRIVERS,
  ...PASSKEY_DRIVERS,
];
