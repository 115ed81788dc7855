import { parse } from 'yaml';
import type { Documents } from './contract.ts';

// The demo build bundles the YAML as text; the keys only need to be absolute and share a folder so
// that relative `$ref`s between documents resolve.
const sources = import.meta.glob('../../openapi/*.yaml', { query: '?raw', import: 'default', eager: true });

export function loadDocuments(): Documents {
  const documents: Documents = new Map();
  for (const [path, text] of Object.entries(sources)) {
    documents.set(
      `file:///openapi/${path.split('/').pop()}`,
      parse(text as string) as Record<string, unknown>,
    );
  }
  return documents;
}
