import { authenticationService, identityOrchestrator, identityOrchestratorV1, uiGateway } from '../clients';
import { endpoints } from '../endpoints';

/** The endpoints of each service, keyed by the service's name (src/api/queries/keys.ts). */
export const authentication = endpoints('authentication-service', authenticationService);
export const orchestrator = endpoints('identity-orchestrator', identityOrchestrator);
export const orchestratorV1 = endpoints('identity-orchestrator-v1', identityOrchestratorV1);
export const gateway = endpoints('ui-gateway', uiGateway);
