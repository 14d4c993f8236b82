import type { FastifyError, FastifyInstance } from 'fastify';
import { InvalidJsonError } from '../shared/http';
import { internalError, invalidArgument, sendApiError } from './google-errors';

/** Anything that escapes a handler still answers in Google's error shape, never Fastify's. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body = invalidArgument();
      if (error instanceof InvalidJsonError) body.message = error.message;
      return sendApiError(reply, { ...body, code: status === 413 ? 413 : 400 });
    }
    request.log.error({ err: error }, 'google emulator: request failed');
    return sendApiError(reply, internalError());
  });
}
