import type { SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MockContext } from '../mock-server/core/context';
import { setupMockServer } from '../mock-server/node';

export interface MockServerHandle {
  context: MockContext;
  server: SetupServerApi;
}

/**
 * The real mock server (msw/node) for a screen/flow test file: listens before the tests, unhandled
 * requests are errors, state goes back to the scenario after each test.
 */
export function mockServerForFile(scenario = 'default'): MockServerHandle {
  const handle = {} as MockServerHandle;
  beforeAll(async () => {
    // The tab starts with a CSRF token, so no test's requests begin with the GET /check that fetches
    // one (src/api/middleware.test.ts tests that). Set before any request so msw's cookie jar and
    // document.cookie agree on it from the start.
    if (typeof document !== 'undefined' && !document.cookie.includes('XSRF-TOKEN=')) {
      document.cookie = 'XSRF-TOKEN=test-csrf-token; Path=/; SameSite=Lax';
    }
    Object.assign(handle, await setupMockServer(scenario));
    handle.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    // Each test is a new tab: nothing a page kept for the tab (a token page's token) carries over.
    if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
    handle.server.resetHandlers();
    await handle.context.reset();
  });
  afterAll(() => handle.server.close());
  return handle;
}

type ContactMethodRecord = Parameters<MockServerHandle['context']['db']['contactMethods']['create']>[0];

/**
 * Gives a person one more phone in the mock (the personas have at most one), for a test that needs it:
 * verified, personal and added by the person, as a persona's phone is, unless the test says otherwise.
 */
export function addPhone(
  mock: MockServerHandle,
  personId: string,
  phoneNumber: string,
  kind: Partial<Pick<ContactMethodRecord, 'isVerified' | 'isPersonal' | 'inSystemOfRecord'>> = {},
) {
  return mock.context.db.contactMethods.create({
    id: `phone-${personId}-${phoneNumber}`,
    personId,
    type: 'PHONE',
    phoneNumber,
    emailAddress: null,
    countryCode: null,
    isVerified: true,
    isPersonal: true,
    inSystemOfRecord: false,
    createdAt: 0,
    lastModifiedAt: 0,
    ...kind,
  });
}
