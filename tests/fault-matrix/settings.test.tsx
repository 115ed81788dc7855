/** The fault matrix (./harness.ts) for the settings screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { SETTINGS_DRIVERS } from './settings.drivers';

faultMatrix('settings', SETTINGS_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
