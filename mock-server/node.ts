/**
 * msw/node for Vitest: the real handlers in-process, unhandled requests are errors, and every response
 * is checked against openapi/ (a mismatch fails the test file: see tests/setup.ts).
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createMockContext } from './core/context';
import { createContract } from './openapi/contract';
import { loadDocuments } from './openapi/documents.node';
import { recordContractViolations } from './openapi/recorder';

const contract = createContract(loadDocuments());

export async function setupMockServer(scenario = 'default') {
  const context = await createMockContext(scenario);
  const server = setupServer(
    ...createHandlers(context, { contract, onExchange: recordContractViolations(contract) }),
  );
  return { context, server };
}
