/**
 * Base paths of the upstream services. Same-origin defaults (README "Real backends"); a deployment points the app at
 * real backends with the VITE_* variables at build time.
 */
export const apiConfig = {
  authenticationService: import.meta.env.VITE_AUTHENTICATION_SERVICE_URL ?? '/api/authentication-service/v0',
  identityOrchestrator: import.meta.env.VITE_IDENTITY_ORCHESTRATOR_URL ?? '/api/identity-orchestrator/v0',
  identityOrchestratorV1:
    import.meta.env.VITE_IDENTITY_ORCHESTRATOR_V1_URL ?? '/api/identity-orchestrator/v1',
  uiGateway: import.meta.env.VITE_UI_GATEWAY_URL ?? '/api/ui-gateway/v0',
} as const;
