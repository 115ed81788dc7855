/** The fault matrix's drivers for the signed-in landing, product choice, step-up and support screens. */
import { type Driver, pageLoad } from './faultMatrix.driver';

const AVA = 'ava.associate';

export const SUPPORT_DRIVERS: Driver[] = [
  pageLoad('GET /landing-products', '/auth/choose-product', { as: AVA }),
  pageLoad('GET /step-up', '/auth/step-up?requiredLevel=4&redirectUrl=/auth/user', { as: AVA }),
];
