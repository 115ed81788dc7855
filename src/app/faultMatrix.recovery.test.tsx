/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the recovery screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { RECOVERY_DRIVERS } from './faultMatrix.recovery.drivers';

faultMatrix('recovery', RECOVERY_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
