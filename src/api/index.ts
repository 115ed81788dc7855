export * from './clients';
export * from './errors';
export { TRACE_HEADER, CSRF_HEADER } from './headers';
