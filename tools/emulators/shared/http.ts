import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/** A request body that is not JSON; each emulator's error handler answers it in its platform's shape. */
export class InvalidJsonError extends Error {
  readonly statusCode = 400;

  constructor() {
    super('Invalid JSON payload received.');
  }
}

/**
 * Body parsing the way the platforms' front ends behave: JSON for the REST APIs (an empty body is
 * allowed, as for deletes), form-encoding for the token endpoints and the consent forms.
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(new InvalidJsonError(), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Repeated keys keep their first value; no emulated endpoint takes a list.
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });
}

/** Starts listening; returns the URL a local client reaches it at (a wildcard bind is reached on 127.0.0.1). */
export async function listenLocally(app: FastifyInstance, port: number, host: string): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${actualPort}`;
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
