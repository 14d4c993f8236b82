import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import type { Platform } from '@common/schemas/platforms';
import { HttpError } from '@server/http/errors';

/**
 * Whether `header` is `sha256=<hex HMAC-SHA256 of the raw body>` under `secret`, compared in constant
 * time: the form of Trustpilot's x-trustpilot-signature and Meta's X-Hub-Signature-256 alike.
 */
export function hasValidSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Equality of two secrets in constant time; hashed first, so their lengths do not show either. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The raw body of a push the platform signed with an HMAC of it in `header`; anything else is refused
 * with 401 and logged, so a misconfigured secret shows. The routes keep bodies as strings (push.routes.ts).
 */
export function signedBody(request: FastifyRequest, signer: { platform: Platform; header: string; secret: string }): string {
  const raw = typeof request.body === 'string' ? request.body : '';
  const header = request.headers[signer.header];
  if (!hasValidSignature(raw, typeof header === 'string' ? header : undefined, signer.secret)) {
    request.log.warn({ push: signer.platform }, 'push refused: missing or bad signature');
    throw new HttpError(401, 'The webhook signature is missing or does not match.');
  }
  return raw;
}

/**
 * A push authenticated by a token of ours in its URL (`?token=`): what a Pub/Sub push subscription can
 * carry. Google can also sign each push with an OIDC token of a service account; the URL token is
 * enough here because the URL is only ever sent to Google, over TLS, and request logs redact it.
 */
export function requirePushToken(request: FastifyRequest, holder: { platform: Platform; token: string }) {
  const given = (request.query as { token?: unknown }).token;
  if (typeof given !== 'string' || !sameSecret(given, holder.token)) {
    request.log.warn({ push: holder.platform }, 'push refused: missing or wrong token');
    throw new HttpError(401, 'The push token is missing or does not match.');
  }
}

/**
 * A push body (or a part of one) as JSON, refusing prototype poisoning as the app's own parser does;
 * undefined when it is not JSON, for the caller to answer 400 with what it expected.
 */
export function parseJson(raw: string): unknown {
  try {
    return secureJson.parse(raw, undefined, { protoAction: 'error', constructorAction: 'error' }) as unknown;
  } catch {
    return undefined;
  }
}
