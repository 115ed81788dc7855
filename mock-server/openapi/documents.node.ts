import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import type { Documents } from './contract.ts';

// Resolved from the file path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an
// http URL when this module runs under Vitest's jsdom environment.
export const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi');

/** The mock's own control API: documented beside the services, but not one of them. */
export const MOCK_CONTROL_DOCUMENT = 'mock-control.yaml';

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
    documents.set(pathToFileURL(path).href, parse(readFileSync(path, 'utf8')) as Record<string, unknown>);
  }
  return documents;
}
