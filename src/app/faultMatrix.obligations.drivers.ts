/** The fault matrix's drivers for the obligations screens. */
import type { Driver } from './faultMatrix.driver';

export const OBLIGATION_DRIVERS: Driver[] = [
  // filled below
];
