/**
 * The identity orchestrator's typed `http` factory and the schema types of its document; the handler
 * files beside this one build on it, and `index.ts` combines them.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../../src/api/generated/identity-orchestrator.ts';

export const IDENTITY_ORCHESTRATOR_BASE = '/api/identity-orchestrator/v0';

export type Schemas = components['schemas'];

export const createHttp = () => createOpenApiHttp<paths>({ baseUrl: `*${IDENTITY_ORCHESTRATOR_BASE}` });
export type OrchestratorHttp = ReturnType<typeof createHttp>;
