import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signEs256, verifyIdToken, type VerifyOptions } from './jwt';

const ISSUER = 'https://accounts.example.test';
const AUDIENCE = 'client-123';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwkOf = (key: KeyObject, kid: string, alg: string) => ({ ...key.export({ format: 'jwk' }), kid, alg, use: 'sig' });

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function signRs256(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject = rsa.privateKey) {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', ...header })}.${b64(claims)}`;
  const signer = createSign('RSA-SHA256');
  signer.update(input);
  return `${input}.${signer.sign(key).toString('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ iss: ISSUER, aud: AUDIENCE, sub: 'user-1', iat: now(), exp: now() + 600, nonce: 'n-1', ...extra });
const ecPem = ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** A JWKS endpoint per path (the verifier caches per URL), counting how often each is fetched. */
let server: Server;
let base = '';
const keysAt = new Map<string, object[]>();
const fetches = new Map<string, number>();
let nextPath = 0;

function jwksUrl(keys: object[] = [jwkOf(rsa.publicKey, 'rsa-1', 'RS256'), jwkOf(ec.publicKey, 'ec-1', 'ES256')]) {
  const path = `/certs/${++nextPath}`;
  keysAt.set(path, keys);
  return { url: `${base}${path}`, path, fetched: () => fetches.get(path) ?? 0 };
}

const options = (url: string, extra: Partial<VerifyOptions> = {}): VerifyOptions => ({ jwksUrl: url, issuers: [ISSUER], audience: AUDIENCE, nonce: 'n-1', ...extra });

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const keys = keysAt.get(path);
    if (!keys) {
      response.writeHead(500).end('broken');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('verifyIdToken', () => {
  it('accepts a valid RS256 token and answers its claims', async () => {
    const { url } = jwksUrl();
    const token = signRs256({ kid: 'rsa-1' }, claims({ email: 'a@example.com' }));
    expect(await verifyIdToken(token, options(url))).toMatchObject({ sub: 'user-1', email: 'a@example.com', iss: ISSUER, aud: AUDIENCE });
  });

  it('accepts a valid ES256 token (JOSE r||s signature)', async () => {
    const { url } = jwksUrl();
    const token = signEs256({ kid: 'ec-1' }, claims(), ecPem);
    expect(await verifyIdToken(token, options(url))).toMatchObject({ sub: 'user-1' });
  });

  it('accepts an audience list that holds ours, any of several issuers, and no nonce when none was sent', async () => {
    const { url } = jwksUrl();
    const token = signRs256({ kid: 'rsa-1' }, claims({ aud: ['other', AUDIENCE], iss: 'accounts.example.test', nonce: undefined }));
    expect(await verifyIdToken(token, { jwksUrl: url, issuers: [ISSUER, 'accounts.example.test'], audience: AUDIENCE })).toMatchObject({ sub: 'user-1' });
  });

  it('fetches the keys once and then answers from its cache', async () => {
    const { url, fetched } = jwksUrl();
    await verifyIdToken(signRs256({ kid: 'rsa-1' }, claims()), options(url));
    await verifyIdToken(signEs256({ kid: 'ec-1' }, claims(), ecPem), options(url));
    expect(fetched()).toBe(1);
  });

  it('rejects a bad signature', async () => {
    const { url } = jwksUrl();
    const token = signRs256({ kid: 'rsa-1' }, claims());
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64(claims({ sub: 'admin' }))}.${signature}`;
    await expect(verifyIdToken(forged, options(url))).rejects.toThrow(/signature is invalid/);
    // Signed by someone else under a known kid.
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims(), stranger.privateKey), options(url))).rejects.toThrow(/signature is invalid/);
    // An ES256 signature that is one bit off.
    const es = signEs256({ kid: 'ec-1' }, claims(), ecPem);
    const bytes = Buffer.from(es.split('.')[2]!, 'base64url');
    bytes[10] = bytes[10]! ^ 1;
    await expect(verifyIdToken(`${es.split('.').slice(0, 2).join('.')}.${bytes.toString('base64url')}`, options(url))).rejects.toThrow(/signature is invalid/);
  });

  it('rejects the wrong issuer', async () => {
    const { url } = jwksUrl();
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ iss: 'https://evil.example' })), options(url))).rejects.toThrow(/issuer/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ iss: undefined })), options(url))).rejects.toThrow(/issuer/);
  });

  it('rejects the wrong audience', async () => {
    const { url } = jwksUrl();
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ aud: 'someone-else' })), options(url))).rejects.toThrow(/another client/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ aud: ['a', 'b'] })), options(url))).rejects.toThrow(/another client/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ aud: undefined })), options(url))).rejects.toThrow(/another client/);
  });

  it('rejects an expired token, allowing a minute of clock skew', async () => {
    const { url } = jwksUrl();
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ exp: now() - 120 })), options(url))).rejects.toThrow(/expired/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ exp: undefined })), options(url))).rejects.toThrow(/expired/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ exp: String(now() + 600) })), options(url))).rejects.toThrow(/expired/);
    expect(await verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ exp: now() - 30 })), options(url))).toMatchObject({ sub: 'user-1' });
    // The clock is injectable.
    const token = signRs256({ kid: 'rsa-1' }, claims({ exp: 1_000_000 }));
    expect(await verifyIdToken(token, options(url, { now: 999_000 * 1000 }))).toMatchObject({ sub: 'user-1' });
    await expect(verifyIdToken(token, options(url, { now: 1_000_061 * 1000 }))).rejects.toThrow(/expired/);
  });

  it('rejects a nonce that does not match, or is missing when one was sent', async () => {
    const { url } = jwksUrl();
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ nonce: 'n-2' })), options(url))).rejects.toThrow(/nonce/);
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ nonce: undefined })), options(url))).rejects.toThrow(/nonce/);
  });

  it('rejects a token without a subject', async () => {
    const { url } = jwksUrl();
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims({ sub: undefined })), options(url))).rejects.toThrow(/subject/);
  });

  it('refetches the keys once for an unknown kid, and rejects it when still unknown', async () => {
    const { url, fetched } = jwksUrl();
    await verifyIdToken(signRs256({ kid: 'rsa-1' }, claims()), options(url));
    expect(fetched()).toBe(1);
    await expect(verifyIdToken(signRs256({ kid: 'rotated-away' }, claims()), options(url))).rejects.toThrow(/unknown key/);
    expect(fetched()).toBe(2);
  });

  it('follows a key rotation with one refetch', async () => {
    const { url, path, fetched } = jwksUrl([jwkOf(rsa.publicKey, 'old', 'RS256')]);
    await verifyIdToken(signRs256({ kid: 'old' }, claims()), options(url));
    keysAt.set(path, [jwkOf(rsa.publicKey, 'old', 'RS256'), jwkOf(stranger.publicKey, 'new', 'RS256')]);
    expect(await verifyIdToken(signRs256({ kid: 'new' }, claims(), stranger.privateKey), options(url))).toMatchObject({ sub: 'user-1' });
    expect(fetched()).toBe(2);
    // Now cached.
    await verifyIdToken(signRs256({ kid: 'new' }, claims(), stranger.privateKey), options(url));
    expect(fetched()).toBe(2);
  });

  it('rejects alg none, HS256 and malformed tokens without fetching keys', async () => {
    const { url, fetched } = jwksUrl();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT', kid: 'rsa-1' })}.${b64(claims())}.`;
    await expect(verifyIdToken(unsigned, options(url))).rejects.toThrow();
    await expect(verifyIdToken(`${b64({ alg: 'none', kid: 'rsa-1' })}.${b64(claims())}.c2ln`, options(url))).rejects.toThrow(/Unsupported/);
    await expect(verifyIdToken(`${b64({ alg: 'HS256', kid: 'rsa-1' })}.${b64(claims())}.c2ln`, options(url))).rejects.toThrow(/Unsupported/);
    await expect(verifyIdToken('not-a-jwt', options(url))).rejects.toThrow(/Malformed/);
    await expect(verifyIdToken('a.b', options(url))).rejects.toThrow(/Malformed/);
    expect(fetched()).toBe(0);
  });

  it('rejects an RS256 header over an EC key (no algorithm confusion)', async () => {
    const { url } = jwksUrl([jwkOf(ec.publicKey, 'ec-1', 'ES256')]);
    // An ES256 signature relabelled RS256 must not pass.
    const es = signEs256({ kid: 'ec-1' }, claims(), ecPem);
    const [, payload, signature] = es.split('.');
    await expect(verifyIdToken(`${b64({ alg: 'RS256', typ: 'JWT', kid: 'ec-1' })}.${payload}.${signature}`, options(url))).rejects.toThrow();
  });

  it('fails when the keys cannot be fetched', async () => {
    await expect(verifyIdToken(signRs256({ kid: 'rsa-1' }, claims()), options(`${base}/nowhere`))).rejects.toThrow(/signing keys/);
  });
});

describe('signEs256', () => {
  it('writes the ES256 header with the given kid and signs verifiably', async () => {
    const token = signEs256({ kid: 'k1' }, { sub: 'x' }, ecPem);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ kid: 'k1', alg: 'ES256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ sub: 'x' });
    const { url } = jwksUrl([jwkOf(ec.publicKey, 'k1', 'ES256')]);
    const signed = signEs256({ kid: 'k1' }, claims(), ecPem);
    expect(await verifyIdToken(signed, options(url))).toMatchObject({ sub: 'user-1' });
  });
});
