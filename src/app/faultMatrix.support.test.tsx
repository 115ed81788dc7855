/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the support screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { SUPPORT_DRIVERS } from './faultMatrix.support.drivers';

faultMatrix('support', SUPPORT_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
