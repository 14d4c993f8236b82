import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './errors';

/**
 * Replaces Fastify's JSON parser: an empty body is "no payload" (the client posts actions such as
 * approve without one), malformed JSON is a 400 with a readable message, and prototype poisoning is refused.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new HttpError(400, 'Malformed JSON in request body'), undefined);
    }
  });
  // Sign in with Apple answers with an HTML form post.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}
