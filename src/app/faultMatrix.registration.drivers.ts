/** The fault matrix's drivers for the registration screens. */
import type { Driver } from './faultMatrix.driver';

export const REGISTRATION_DRIVERS: Driver[] = [
  // filled below
];
