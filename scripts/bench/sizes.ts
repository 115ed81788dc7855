/**
 * Bytes of built files as a browser downloads them: raw, gzip (level 9) and brotli (quality 11), each
 * file compressed on its own (each is its own request), as a server with precompressed assets sends them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Sizes = { raw: number; gzip: number; brotli: number };

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Sizes of files under `dir`, each computed once however many routes share it. */
export function createSizeCache(dir: string) {
  const cache = new Map<string, Sizes>();
  const of = (file: string): Sizes => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = sizesOf(readFileSync(join(dir, file)));
      cache.set(file, sizes);
    }
    return sizes;
  };
  return {
    of,
    total: (files: readonly string[]) => files.reduce((sum, file) => addSizes(sum, of(file)), ZERO),
  };
}
