import {
  DEFAULT_AUTHENTICATION_SERVICE_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
  DEFAULT_UI_GATEWAY_URL,
} from './basePaths';

/**
 * Base paths of the upstream services. Same-origin defaults (docs/deployment.md "Real backends"); a
 * deployment points the app at real backends with the VITE_* variables at build time.
 */
export const apiConfig = {
  authenticationService:
    import.meta.env.VITE_AUTHENTICATION_SERVICE_URL ?? DEFAULT_AUTHENTICATION_SERVICE_URL,
  identityOrchestrator: import.meta.env.VITE_IDENTITY_ORCHESTRATOR_URL ?? DEFAULT_IDENTITY_ORCHESTRATOR_URL,
  identityOrchestratorV1:
    import.meta.env.VITE_IDENTITY_ORCHESTRATOR_V1_URL ?? DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
  uiGateway: import.meta.env.VITE_UI_GATEWAY_URL ?? DEFAULT_UI_GATEWAY_URL,
} as const;
