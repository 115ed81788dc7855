/**
 * msw/node for Vitest: the real handlers in-process, unhandled requests are errors, and every response
 * is checked against openapi/ (a mismatch fails the test file: see tests/setup.ts).
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers/index.ts';
import { createMockContext } from './scenarios/index.ts';
import { createContract } from './openapi/contract.ts';
import { loadDocuments } from './openapi/documents.node.ts';
import { recordContractViolations } from './openapi/recorder.ts';

const contract = createContract(loadDocuments());

export async function setupMockServer(scenario = 'default') {
  const context = await createMockContext(scenario);
  const server = setupServer(
    ...createHandlers(context, { contract, onExchange: recordContractViolations(contract) }),
  );
  return { context, server };
}
