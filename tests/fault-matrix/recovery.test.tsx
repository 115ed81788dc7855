/** The fault matrix (./harness.ts) for the recovery screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { RECOVERY_DRIVERS } from './recovery.drivers';

faultMatrix('recovery', RECOVERY_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
