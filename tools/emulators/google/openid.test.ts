import { createHash, createPublicKey, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleEmulator } from './create-emulator';
import { CLIENT, connect, testEmulator } from './testing';

let emulator: GoogleEmulator;
afterEach(async () => emulator?.close());

function decode(part: string) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Verifies an RS256 JWT against a JWKS the way an adapter would, with node:crypto only. */
function verifyWithJwks(token: string, jwks: { keys: { kid: string }[] }) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const { kid, alg } = decode(header) as { kid: string; alg: string };
  expect(alg).toBe('RS256');
  const jwk = jwks.keys.find((k) => k.kid === kid);
  if (!jwk) throw new Error(`kid ${kid} not in JWKS`);
  const key = createPublicKey({ key: jwk as never, format: 'jwk' });
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
}

describe('OpenID Connect', () => {
  it('discovery names the emulator\'s own endpoints on Google\'s paths', async () => {
    ({ emulator } = await testEmulator({ publicUrl: 'http://127.0.0.1:4010' }));
    const doc = (await emulator.app.inject({ url: '/.well-known/openid-configuration' })).json();
    expect(doc).toMatchObject({
      issuer: 'http://127.0.0.1:4010',
      authorization_endpoint: 'http://127.0.0.1:4010/o/oauth2/v2/auth',
      token_endpoint: 'http://127.0.0.1:4010/token',
      userinfo_endpoint: 'http://127.0.0.1:4010/v1/userinfo',
      revocation_endpoint: 'http://127.0.0.1:4010/revoke',
      jwks_uri: 'http://127.0.0.1:4010/oauth2/v3/certs',
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['plain', 'S256'],
    });
  });

  it('signs an id_token that verifies with the JWKS and carries the D.1 claims', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator({ publicUrl: 'http://127.0.0.1:4010' }));
    const tokens = await connect(emulator, { scope: 'openid email profile', nonce: 'nonce-abc' });
    const jwks = (await emulator.app.inject({ url: '/oauth2/v3/certs' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(verifyWithJwks(tokens.id_token!, jwks)).toBe(true);

    const claims = decode(tokens.id_token!.split('.')[1]!);
    const iat = Math.floor(clock.now() / 1000);
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:4010',
      azp: CLIENT.id,
      aud: CLIENT.id,
      sub: '104729384756102938475',
      email: 'mette.sorensen@example.com',
      email_verified: true,
      at_hash: createHash('sha256').update(tokens.access_token).digest().subarray(0, 16).toString('base64url'),
      nonce: 'nonce-abc',
      name: 'Mette Sørensen',
      given_name: 'Mette',
      family_name: 'Sørensen',
      iat,
      exp: iat + 3600,
    });
  });

  it('a tampered id_token does not verify', async () => {
    ({ emulator } = await testEmulator());
    const tokens = await connect(emulator, { scope: 'openid email' });
    const [h, p, s] = tokens.id_token!.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...decode(p), email: 'someone.else@example.com' })).toString('base64url');
    const jwks = (await emulator.app.inject({ url: '/oauth2/v3/certs' })).json();
    expect(verifyWithJwks(`${h}.${forged}.${s}`, jwks)).toBe(false);
  });

  it('without openid there is no id_token; email claims need the email scope', async () => {
    ({ emulator } = await testEmulator());
    expect((await connect(emulator, { scope: 'https://www.googleapis.com/auth/business.manage' })).id_token).toBeUndefined();
    const openidOnly = await connect(emulator, { scope: 'openid' });
    const claims = decode(openidOnly.id_token!.split('.')[1]!);
    expect(claims.email).toBeUndefined();
    expect(claims.name).toBeUndefined();
    expect(claims.sub).toBe('104729384756102938475');
  });

  it('the user chosen on the consent page is the id_token subject', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator, { scope: 'openid email', login_hint: 'jonas.lindqvist@example.com' });
    expect(decode(tokens.id_token!.split('.')[1]!)).toMatchObject({ sub: '117302948571029384756', email: 'jonas.lindqvist@example.com' });
  });

  it('userinfo and tokeninfo describe the token', async () => {
    ({ emulator } = await testEmulator());
    const tokens = await connect(emulator, { scope: 'openid email profile' });
    for (const url of ['/v1/userinfo', '/oauth2/v3/userinfo']) {
      const info = await emulator.app.inject({ url, headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(info.json()).toEqual({
        sub: '104729384756102938475',
        name: 'Mette Sørensen',
        given_name: 'Mette',
        family_name: 'Sørensen',
        email: 'mette.sorensen@example.com',
        email_verified: true,
      });
    }
    expect((await emulator.app.inject({ url: '/v1/userinfo' })).statusCode).toBe(401);
    const tokeninfo = (await emulator.app.inject({ url: `/tokeninfo?access_token=${encodeURIComponent(tokens.access_token)}` })).json();
    expect(tokeninfo).toMatchObject({ aud: CLIENT.id, sub: '104729384756102938475', expires_in: '3599', email_verified: 'true', access_type: 'offline' });
    const idInfo = (await emulator.app.inject({ url: `/tokeninfo?id_token=${encodeURIComponent(tokens.id_token!)}` })).json();
    expect(idInfo).toMatchObject({ aud: CLIENT.id, email_verified: 'true' });
    expect((await emulator.app.inject({ url: '/tokeninfo?access_token=ya29.nope' })).json()).toEqual({ error: 'invalid_token', error_description: 'Invalid Value' });
  });
});
