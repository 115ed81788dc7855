/** The fault matrix (./harness.ts) for the registration screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { REGISTRATION_DRIVERS } from './registration.drivers';

faultMatrix('registration', REGISTRATION_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
