import type { FastifyError, FastifyInstance } from 'fastify';
import { errors, GraphFailure, sendGraphError } from './graph-errors';

/**
 * Anything that escapes a handler answers in Graph's shape: a GraphFailure as itself, other client
 * mistakes (bad JSON, too large) as a (#100) parameter error, the rest as code 1 "unknown error".
 * Paths Graph does not know answer its "Unknown path components" error.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GraphFailure) return sendGraphError(reply, error.error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendGraphError(reply, { ...errors.badParameter(`(#100) ${error.message}`), status });
    request.log.error({ err: error }, 'facebook emulator: request failed');
    return sendGraphError(reply, errors.serverError(500));
  });
  app.setNotFoundHandler((request, reply) => sendGraphError(reply, errors.unknownPath(request.url.split('?')[0]!)));
}
