import { signedInLoader } from '../../common/session/loadSession';
import { prepareTab } from './tabs';

/** The route's loader: once the session check passed, the current tab's code and data. */
export const settingsLoader = signedInLoader((queryClient, { params }) =>
  prepareTab(params.tab, queryClient),
);
