/**
 * The services' same-origin default base paths (docs/deployment.md "Real backends"), free of
 * `import.meta.env` so the build's own code (the sign-in frame's boot script,
 * scripts/build/login-frame/plugin.ts) can read them too. Separate constants, not an object: the minifier
 * inlines them into the sign-in bundle.
 */
export const DEFAULT_AUTHENTICATION_SERVICE_URL = '/api/authentication-service/v0';
export const DEFAULT_IDENTITY_ORCHESTRATOR_URL = '/api/identity-orchestrator/v0';
export const DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL = '/api/identity-orchestrator/v1';
export const DEFAULT_UI_GATEWAY_URL = '/api/ui-gateway/v0';
