/**
 * The services' same-origin default base paths (README "Real backends"), free of `import.meta.env` so
 * the build's own code (the sign-in frame's boot script, src/features/login/frame/vite-plugin.ts) can
 * read them too.
 */
export const DEFAULT_BASE_PATHS = {
  authenticationService: '/api/authentication-service/v0',
  identityOrchestrator: '/api/identity-orchestrator/v0',
  identityOrchestratorV1: '/api/identity-orchestrator/v1',
  uiGateway: '/api/ui-gateway/v0',
} as const;
