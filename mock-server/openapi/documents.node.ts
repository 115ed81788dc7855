import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Yaml from 'yaml';
import type { Documents } from './contract.ts';

// Resolved from the file path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an
// http URL when this module runs under Vitest's jsdom environment.
export const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi');

/** The mock's own control API: documented beside the services, but not one of them. */
export const MOCK_CONTROL_DOCUMENT = 'mock-control.yaml';

/**
 * A folder where parsed documents are kept as JSON, named by a hash of their YAML text, when the
 * environment names one (the Vitest config does). Every test file runs in a fresh process that parses
 * the documents again, and YAML parsing was a noticeable share of each file that starts the mock;
 * reading the same data as JSON takes a small fraction of it. Keyed by content, so an edited document
 * is parsed anew and never read stale.
 */
export const OPENAPI_JSON_CACHE_ENV = 'IDENTITY_WEB_OPENAPI_JSON_CACHE';

// Loaded only when a document is parsed: with the cache warm, the YAML library is not needed at all.
const requireHere = createRequire(import.meta.url);
const parseYaml = (text: string) =>
  (requireHere('yaml') as typeof Yaml).parse(text) as Record<string, unknown>;

function parseDocument(text: string): Record<string, unknown> {
  const cacheDir = process.env[OPENAPI_JSON_CACHE_ENV];
  if (!cacheDir) return parseYaml(text);
  const cached = resolve(cacheDir, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Record<string, unknown>;
  } catch {
    // Not cached yet (or unreadable): parse, then keep it for the next process.
  }
  const document = parseYaml(text);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: parallel test processes never read a half-written file.
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, cached);
  } catch {
    // A folder that cannot be written (a read-only checkout) only costs the next process a parse.
  }
  return document;
}

/**
 * The service documents of openapi/ (or the named files), keyed by their file URLs, so relative
 * `$ref`s resolve between them.
 */
export function loadDocuments(files?: string[]): Documents {
  const documents: Documents = new Map();
  for (const file of (
    files ??
    readdirSync(OPENAPI_DIR).filter((name) => name.endsWith('.yaml') && name !== MOCK_CONTROL_DOCUMENT)
  ).sort()) {
    const path = resolve(OPENAPI_DIR, file);
    documents.set(pathToFileURL(path).href, parseDocument(readFileSync(path, 'utf8')));
  }
  return documents;
}
