import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import type { Documents } from './contract';

export const OPENAPI_DIR = new URL('../../openapi/', import.meta.url);

/** The documents of openapi/, keyed by their file URLs (so relative `$ref`s resolve between them). */
export function loadDocuments(): Documents {
  const documents: Documents = new Map();
  for (const file of readdirSync(OPENAPI_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const url = new URL(file, OPENAPI_DIR);
    documents.set(url.href, parse(readFileSync(url, 'utf8')) as Record<string, unknown>);
  }
  return documents;
}
