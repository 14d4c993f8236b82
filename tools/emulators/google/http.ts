import type { FastifyError, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { internalError, invalidArgument, sendApiError } from './google-errors';

/**
 * Body parsing the way Google's front ends behave: JSON for the REST APIs (an empty body is allowed,
 * as for deleteReply), form-encoding for /token, /revoke and the consent form.
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      const error = Object.assign(new Error('Invalid JSON payload received.'), { statusCode: 400, googleInvalidJson: true });
      done(error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Repeated keys keep their first value; no Google endpoint here takes a list.
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });
}

/** Anything that escapes a handler still answers in Google's error shape, never Fastify's. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { googleInvalidJson?: boolean }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body = invalidArgument();
      if (error.googleInvalidJson) body.message = 'Invalid JSON payload received.';
      return sendApiError(reply, { ...body, code: status === 413 ? 413 : 400 });
    }
    request.log.error({ err: error }, 'google emulator: request failed');
    return sendApiError(reply, internalError());
  });
}

/** Form fields from a parsed body, or {} when the client sent something else. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  return out;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
