/** The fault matrix (issue 25 item 5, ./faultMatrix.harness.ts) for the signin screens. */
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { faultMatrix } from './faultMatrix.harness';
import { SIGNIN_DRIVERS } from './faultMatrix.signin.drivers';

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
