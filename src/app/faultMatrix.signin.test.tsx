/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the signin screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { SIGNIN_DRIVERS } from './faultMatrix.signin.drivers';

faultMatrix('signin', SIGNIN_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
