/**
 * zod compiles object parsers with `new Function` unless told not to, and probes whether it may (a
 * caught `Function('')` that a strict Content-Security-Policy still reports as a violation). The app
 * runs under `script-src 'self'` (deploy/security-headers.ts), so zod runs jitless.
 *
 * Imported first by src/main.tsx: the setting must be in place before any schema is built, and
 * schemas are built when the lazy chunks holding them load. It writes zod's global configuration
 * object (the one `z.config()` returns, shared by every copy of zod on the page) rather than importing
 * `config` from zod, which would put zod's core into the sign-in bundle (+3.5 KB gzip).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
