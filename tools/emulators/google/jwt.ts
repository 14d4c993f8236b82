import { createHash, sign, verify } from 'node:crypto';
import type { SigningKey } from './keys';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A compact JWS with RS256, as Google signs id_tokens. */
export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = { alg: 'RS256', kid: key.kid, typ: 'JWT' };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(input), key.privateKey);
  return `${input}.${b64url(signature)}`;
}

/** OIDC at_hash: the left half of SHA-256 of the access token, base64url. */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return b64url(digest.subarray(0, digest.length / 2));
}

/** Reads a JWT's payload without verifying it; only for tokens this emulator signed itself. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Verifies a token this emulator signed and returns its payload, or undefined if it was tampered with. */
export function verifyOwnJwt(token: string, key: SigningKey): Record<string, unknown> | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const ok = verify('sha256', Buffer.from(`${header}.${payload}`), key.privateKey, Buffer.from(signature, 'base64url'));
  return ok ? decodeJwtPayload(token) : undefined;
}
