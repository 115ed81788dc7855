/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the obligations screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { OBLIGATION_DRIVERS } from './faultMatrix.obligations.drivers';

faultMatrix('obligations', OBLIGATION_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
