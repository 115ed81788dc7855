/**
 * The authentication service's (openapi/authentication-service.yaml) base path and typed `http`
 * factory; the handler files beside this one build on it, and `index.ts` combines them.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../../src/api/generated/authentication-service.ts';

export const AUTHENTICATION_SERVICE_BASE = '/api/authentication-service/v0';

export const createHttp = () => createOpenApiHttp<paths>({ baseUrl: `*${AUTHENTICATION_SERVICE_BASE}` });
