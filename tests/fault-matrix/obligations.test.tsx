/** The fault matrix (./harness.ts) for the obligations screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { OBLIGATION_DRIVERS } from './obligations.drivers';

faultMatrix('obligations', OBLIGATION_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
