/**
 * The step-up routes' loader: the level check the screen opens on, primed once the navigation's
 * session check says someone is signed in. A session of the other sign-in system is not checked (the
 * screen passes it on at once; ./StepUpPage.tsx).
 */
import { stepUpQueryOptions } from '../../api/queries/stepup';
import { primeQuery } from '../../common/data/loaderContext';
import { signedInLoader } from '../../common/session/loadSession';
import { readStepUpParams } from './params';

export const stepUpLoader = signedInLoader((queryClient, { request }, check) =>
  check.isNexo
    ? Promise.resolve()
    : primeQuery(
        queryClient,
        stepUpQueryOptions(readStepUpParams(new URL(request.url).searchParams).requiredLevel),
      ),
);
