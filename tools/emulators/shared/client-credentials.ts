import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
}

/**
 * Client credentials from HTTP Basic, or client_id/client_secret in the form. RFC 6749 (2.3.1) has the
 * id and secret form-urlencoded inside Basic, which Google undoes; Trustpilot's Apigee takes them as
 * they are, so `urlEncoded` says which of the two the emulated server does.
 */
export function clientCredentials(request: FastifyRequest, form: Record<string, string>, options: { urlEncoded: boolean }): ClientCredentials {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const decode = options.urlEncoded ? decodeURIComponent : (value: string) => value;
      return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
    }
  }
  return { clientId: form.client_id, clientSecret: form.client_secret };
}

/** Compares secrets in constant time, so response timing does not reveal how much of a guess was right. */
export function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
