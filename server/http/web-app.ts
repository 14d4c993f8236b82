import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

export const webDistDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/**
 * Serves the built single-page app: hashed assets cached for a year, every other non-API path gets
 * index.html so the client router (and its 404 page) decides. Each file goes as the build's brotli or
 * gzip copy when the browser accepts it (tools/build/precompress.ts), with `Vary: accept-encoding`.
 */
export async function registerWebApp(app: FastifyInstance, distDir = webDistDir) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Picks `<file>.br`, then `<file>.gz`, by the request's Accept-Encoding (q-values honoured), for
      // routes and sendFile alike, and falls back to the file itself; the copies get no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !hasBuild) {
      throw notFound(`No such endpoint: ${request.method} ${pathname}`);
    }
    // Paths that look like files (e.g. /favicon.png) are real misses, not app routes.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
