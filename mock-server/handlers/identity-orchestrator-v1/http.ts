/** The identity orchestrator v1's (openapi/identity-orchestrator-v1.yaml) base path and typed `http` factory. */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../../src/api/generated/identity-orchestrator-v1.ts';

export const IDENTITY_ORCHESTRATOR_V1_BASE = '/api/identity-orchestrator/v1';

export const createHttp = () => createOpenApiHttp<paths>({ baseUrl: `*${IDENTITY_ORCHESTRATOR_V1_BASE}` });
