/** The fault matrix (./harness.ts) for the signin screens. */
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { SIGNIN_DRIVERS } from './signin.drivers';

const mock = mockServerForFile();
faultMatrix('signin', SIGNIN_DRIVERS, {
  mock,
  renderApp,
  signInAs,
  turnOnFlag: async (flag) => {
    await mock.context.db.featureFlags.updateMany((q) => q.where({ flag: flag as never }), {
      data(draft) {
        draft.isEnabled = true;
      },
    });
  },
});
