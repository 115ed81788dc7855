/**
 * Writes `<file>.gz` and `<file>.br` beside every text asset of the build, so a static server sends
 * them as they are (nginx `gzip_static` and `brotli_static`, deploy/nginx/) instead of compressing on
 * each request at a low level, or not at all.
 *
 * The levels are the bench's (scripts/bench/sizes.ts: gzip 9, brotli 11 with the size hint), so the
 * bytes on the wire are the bytes the bench and `npm run check:bundle` report. Node's zlib does it: no
 * dependency. The async calls run on libuv's thread pool, so the files compress in parallel.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What is worth compressing: text. Images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|map)$/;

export function gzipBytes(content: Buffer): Promise<Buffer> {
  return gzipAsync(content, { level: 9 });
}

export function brotliBytes(content: Buffer): Promise<Buffer> {
  return brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses every matching file under `dir`; returns how many it wrote (two per file). */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [gz, br] = await Promise.all([gzipBytes(content), brotliBytes(content)]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    }),
  );
  return files.length * 2;
}

/** Build only: after every other plugin has written its files (the sign-in frame's boot script too). */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'identity-web-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Also called after a failed build, which wrote nothing: its own error is the one to read.
        if (!existsSync(outDir)) return;
        const written = await precompressDir(outDir);
        config.logger.info(`precompressed: ${written} .gz and .br files in ${config.build.outDir}`);
      },
    },
  };
}
