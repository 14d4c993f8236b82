import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico', '.map']);
// A compressed response carries `content-encoding: gzip` (24 bytes with its line end) that the file
// itself does not: a copy must save more than that. Small files count too: a page that loads thirty
// chunks of 200-800 bytes (one icon each) sends 40 % less of them compressed.
const ENCODING_HEADER_BYTES = 'content-encoding: gzip\r\n'.length;

/** The `.br` and `.gz` siblings worth writing for one file's content: only those that save more than their header. */
export async function compressedVariants(content: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return [
    { extension: '.br', bytes: br },
    { extension: '.gz', bytes: gz },
  ].filter((variant) => variant.bytes.length + ENCODING_HEADER_BYTES < content.length);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Dot folders (Vite's .vite/manifest.json) are never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes each compressible file's smaller variants beside it (`app.js` → `app.js.br`, `app.js.gz`). */
export async function precompressDir(dir: string) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const variants = await compressedVariants(await readFile(file));
      await Promise.all(variants.map((variant) => writeFile(file + variant.extension, variant.bytes)));
    }),
  );
}

/**
 * Brotli (max quality) and gzip (level 9) copies of the build, made once at build time so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'reputation-ai:precompress',
    apply: 'build',
    // After every output file and the public folder are on disk.
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
