import type { HttpHandler } from 'msw';
import { controlHandlers } from '../control/index.ts';
import type { MockContext } from '../core/context.ts';
import { apiPipeline, type Exchange } from '../core/pipeline.ts';
import type { Contract } from '../openapi/contract.ts';
import { pageHandlers } from '../pages.ts';
import { authenticationServiceHandlers } from './authentication-service.ts';
import { identityOrchestratorHandlers } from './identity-orchestrator.ts';
import { identityOrchestratorV1Handlers } from './identity-orchestrator-v1.ts';
import { uiGatewayHandlers } from './ui-gateway.ts';

/** The typed handlers of the four services, one file per service. */
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
  options: { contract: Contract; onExchange?: (exchange: Exchange) => void },
): HttpHandler[] {
  return [
    apiPipeline(context, {
      contract: options.contract,
      serviceHandlers: serviceHandlers(context),
      onExchange: options.onExchange,
    }),
    ...controlHandlers(context),
    ...pageHandlers(context),
  ];
}
