/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the settings screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { SETTINGS_DRIVERS } from './faultMatrix.settings.drivers';

faultMatrix('settings', SETTINGS_DRIVERS, { mock: mockServerForFile(), renderApp, signInAs });
