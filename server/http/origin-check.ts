import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Requests without an Origin
 * header come from non-browser clients, which cannot ride on a user's cookies.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string, exemptPaths: readonly string[] = []) {
  const publicOrigin = new URL(publicUrl).origin;
  const isAllowed = (request: FastifyRequest, origin: string) => {
    if (origin === publicOrigin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptPaths.some((path) => request.url.split('?')[0] === path)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined && origin !== 'null' && isAllowed(request, origin)) return;
    if (origin === undefined && (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none')) return;
    throw forbidden('Cross-site request refused');
  });
}
