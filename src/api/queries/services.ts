import createQueryClient from 'openapi-react-query';
import { authenticationService, identityOrchestrator, identityOrchestratorV1, uiGateway } from '../clients';

/**
 * Each service's calls as TanStack Query options and hooks, typed from its generated paths by
 * openapi-react-query: `orchestrator.queryOptions('get', '/persons/me/devices')` for a read (the key
 * is `[method, path, init]`, ./keys.ts), `orchestrator.useMutation('delete', path, options)` for a
 * write, whose variables are the request (`{ params, body }`). Through the openapi-fetch clients, so
 * every call gets the middleware and the timeout. Never imported by the sign-in page: it brings
 * TanStack Query.
 */
export const authentication = createQueryClient(authenticationService);
export const orchestrator = createQueryClient(identityOrchestrator);
export const orchestratorV1 = createQueryClient(identityOrchestratorV1);
export const gateway = createQueryClient(uiGateway);
