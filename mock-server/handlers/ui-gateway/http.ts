/** The UI gateway's (openapi/ui-gateway.yaml) base path and typed `http` factory. */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../../src/api/generated/ui-gateway.ts';

export const UI_GATEWAY_BASE = '/api/ui-gateway/v0';

export const createHttp = () => createOpenApiHttp<paths>({ baseUrl: `*${UI_GATEWAY_BASE}` });
