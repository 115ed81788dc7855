import { getResponse, http, type HttpHandler } from 'msw';
import { controlHandlers } from '../control/index.ts';
import type { MockContext } from '../core/context.ts';
import { apiPipeline, withMockDate, type Exchange } from '../core/pipeline.ts';
import type { Contract } from '../openapi/contract.ts';
import { pageHandlers } from '../pages.ts';
import { authenticationServiceHandlers } from './authentication-service/index.ts';
import { identityOrchestratorHandlers } from './identity-orchestrator/index.ts';
import { identityOrchestratorV1Handlers } from './identity-orchestrator-v1/index.ts';
import { uiGatewayHandlers } from './ui-gateway/index.ts';

/**
 * The typed handlers of every service, one folder per service: `<service>/http.ts` (its base path and
 * typed `http`), `<service>/index.ts` (its handler list), and domain files beside them when it has several.
 */
export function serviceHandlers(context: MockContext): HttpHandler[] {
  return [
    ...authenticationServiceHandlers(context),
    ...identityOrchestratorHandlers(context),
    ...identityOrchestratorV1Handlers(context),
    ...uiGatewayHandlers(context),
  ];
}

/** Everything one mock server answers, in every run mode: the API, the control API, stand-in pages. */
export function createHandlers(
  context: MockContext,
  options: {
    contract: Contract;
    onExchange?: (exchange: Exchange) => void;
    checkAnswers?: boolean;
    /** Handlers tried before the services' own (a test's deliberately broken one). */
    overrides?: HttpHandler[];
  },
): HttpHandler[] {
  return [
    apiPipeline(context, {
      contract: options.contract,
      serviceHandlers: [...(options.overrides ?? []), ...serviceHandlers(context)],
      onExchange: options.onExchange,
      checkAnswers: options.checkAnswers,
    }),
    dated(context, 'all', '*/__mock/*', controlHandlers(context, options.contract)),
    dated(context, 'get', '*', pageHandlers(context)),
  ];
}

/**
 * The control API and the stand-in pages behind one handler each, so their answers carry the mock
 * clock's Date as the API's do (the pipeline stamps those). `method` and `path` cover the inner
 * handlers' routes and no more; a request none of them answers falls through, unanswered, as before.
 */
function dated(context: MockContext, method: 'all' | 'get', path: string, inner: HttpHandler[]): HttpHandler {
  return http[method](path, async ({ request }) => {
    const response = await getResponse(inner, request);
    return response ? withMockDate(context, response) : undefined;
  });
}
