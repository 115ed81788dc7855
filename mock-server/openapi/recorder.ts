import type { Exchange } from '../core/pipeline.ts';
import type { Contract } from './contract.ts';

const KEY = '__identityWebContractViolations';

/** Every response that broke the contract in this test file; tests/setup.ts fails the file on any. */
export function contractViolations(): string[] {
  const store = globalThis as unknown as Record<string, string[] | undefined>;
  return (store[KEY] ??= []);
}

export function recordContractViolations(contract: Contract) {
  return ({ request, response }: Exchange) => {
    const contentType = response.headers.get('content-type');
    void response
      .text()
      .then((text) => {
        const body =
          contentType?.includes('json') && text ? (JSON.parse(text) as unknown) : text || undefined;
        for (const problem of contract.validateResponse({
          method: request.method,
          url: request.url,
          status: response.status,
          contentType,
          body,
        })) {
          contractViolations().push(problem.message);
        }
      })
      .catch((error: unknown) =>
        contractViolations().push(`${request.method} ${request.url}: unreadable response (${String(error)})`),
      );
  };
}
