import type { FastifyError, FastifyInstance } from 'fastify';
import { malformed, sendError, serverError } from './trustpilot-errors';

/** Anything that escapes a handler answers in Trustpilot's shape: client mistakes are the 1001 "malformed". */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status === 413 ? { ...malformed(), status: 413 } : malformed());
    request.log.error({ err: error }, 'trustpilot emulator: request failed');
    return sendError(reply, serverError(500));
  });
}
