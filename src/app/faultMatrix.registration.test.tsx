/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the registration screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { REGISTRATION_DRIVERS } from './faultMatrix.registration.drivers';

faultMatrix('registration', REGISTRATION_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
