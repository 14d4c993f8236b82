import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses below this many bytes go as they are: they fit in a packet either way. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API responses of 1 KB and more on the fly (brotli at quality 4: 0.05-0.4 ms for 1.5 to
 * 50 KB of JSON; or gzip), chosen by Accept-Encoding. Must be registered before the routes: the
 * plugin hooks into each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  // The web app's files come precompressed from the build (web-app.ts); compressing what is left of
  // them on every request (tiny chunks, the identity fallback) would cost a brotli stream per file.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress ??= false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies stay plain JSON under the body limit; nothing of ours sends them compressed.
    globalDecompression: false,
  });
}
