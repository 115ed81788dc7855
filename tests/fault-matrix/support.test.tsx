/** The fault matrix (./harness.ts) for the support screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { SUPPORT_DRIVERS } from './support.drivers';

faultMatrix('support', SUPPORT_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
