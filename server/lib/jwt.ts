import { createPublicKey, createSign, createVerify, type JsonWebKey } from 'node:crypto';

type Jwk = JsonWebKey & { kid?: string; alg?: string };
export type JwtClaims = Record<string, unknown> & { iss?: string; aud?: string | string[]; exp?: number; iat?: number; sub?: string; nonce?: string };

const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const ALGORITHMS = { RS256: { hash: 'RSA-SHA256', dsa: undefined }, ES256: { hash: 'SHA256', dsa: 'ieee-p1363' as const } };

/** Keys change rarely; a miss (a rotated kid) refetches once. */
const jwksCache = new Map<string, { keys: Jwk[]; fetchedAt: number }>();
const JWKS_TTL_MS = 60 * 60 * 1000;

async function jwks(url: string, refresh: boolean): Promise<Jwk[]> {
  const cached = jwksCache.get(url);
  if (cached && !refresh && Date.now() - cached.fetchedAt < JWKS_TTL_MS) return cached.keys;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Could not fetch signing keys (${response.status})`);
  const { keys } = (await response.json()) as { keys: Jwk[] };
  jwksCache.set(url, { keys, fetchedAt: Date.now() });
  return keys;
}

export type VerifyOptions = { jwksUrl: string; issuers: string[]; audience: string; nonce?: string; now?: number };

/** Verifies an OpenID Connect id_token: signature against the provider's JWKS, issuer, audience, expiry, nonce. */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<JwtClaims> {
  const [headerPart, payloadPart, signaturePart] = token.split('.');
  if (!headerPart || !payloadPart || !signaturePart) throw new Error('Malformed id_token');
  const header = b64json(headerPart) as { alg?: string; kid?: string };
  const algorithm = header.alg === 'RS256' || header.alg === 'ES256' ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) throw new Error(`Unsupported id_token algorithm ${String(header.alg)}`);
  let key = (await jwks(options.jwksUrl, false)).find((candidate) => candidate.kid === header.kid);
  key ??= (await jwks(options.jwksUrl, true)).find((candidate) => candidate.kid === header.kid);
  if (!key) throw new Error('id_token signed with an unknown key');
  const verifier = createVerify(algorithm.hash);
  verifier.update(`${headerPart}.${payloadPart}`);
  const publicKey = createPublicKey({ key, format: 'jwk' });
  const valid = verifier.verify(algorithm.dsa ? { key: publicKey, dsaEncoding: algorithm.dsa } : publicKey, Buffer.from(signaturePart, 'base64url'));
  if (!valid) throw new Error('id_token signature is invalid');

  const claims = b64json(payloadPart) as JwtClaims;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!claims.iss || !options.issuers.includes(claims.iss)) throw new Error('id_token issuer is not the expected one');
  if (!audiences.includes(options.audience)) throw new Error('id_token was issued for another client');
  // A minute of leeway for clocks that disagree slightly.
  if (typeof claims.exp !== 'number' || claims.exp < now - 60) throw new Error('id_token has expired');
  if (options.nonce !== undefined && claims.nonce !== options.nonce) throw new Error('id_token nonce does not match');
  if (!claims.sub) throw new Error('id_token has no subject');
  return claims;
}

/** Signs an ES256 JWT (Apple's client_secret) with a PEM private key. */
export function signEs256(header: Record<string, unknown>, claims: Record<string, unknown>, privateKeyPem: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ ...header, alg: 'ES256', typ: 'JWT' })}.${encode(claims)}`;
  const signer = createSign('SHA256');
  signer.update(input);
  return `${input}.${signer.sign({ key: privateKeyPem, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}
