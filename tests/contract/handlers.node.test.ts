import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockContext } from '../../mock-server/core/context';
import { createMockContext } from '../../mock-server/scenarios/index';
import { serviceHandlers } from '../../mock-server/handlers';
import { createContract } from '../../mock-server/openapi/contract';
import { loadDocuments } from '../../mock-server/openapi/documents.node';

const { operations } = createContract(loadDocuments());
let context: MockContext;

beforeAll(async () => {
  context = await createMockContext();
});

describe('the mock server', () => {
  it.each(operations.map((op) => [`${op.method} ${op.fullPath}`, op] as const))(
    'has a handler for %s',
    async (_name, op) => {
      const url = `http://127.0.0.1${op.fullPath.replace(/\{[^}]+\}/g, 'any-value')}`;
      // An empty request: a handler may answer (often 400/401) or throw reading the body it expects
      // (the pipeline validates bodies before handlers in real use). Either way one matched; msw
      // resolves undefined only when none did.
      const outcome = await getResponse(
        serviceHandlers(context),
        new Request(url, { method: op.method }),
      ).then(
        (response) => (response ? 'answered' : 'unhandled'),
        () => 'ran',
      );
      expect(outcome, `${op.operationId} has no handler`).not.toBe('unhandled');
    },
  );

  it('does not answer a call the contract lacks', async () => {
    const response = await getResponse(
      serviceHandlers(context),
      new Request('http://127.0.0.1/api/authentication-service/v0/not-an-operation'),
    );
    expect(response).toBeUndefined();
  });
});
