import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientCredentials, sameString } from './client-credentials';

const basic = (id: string, secret: string) =>
  ({ headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` } }) as FastifyRequest;

describe('clientCredentials', () => {
  it('undoes the form-encoding inside Basic only where the platform does (RFC 6749 2.3.1)', () => {
    const request = basic('app%3A1', 's%25cret');
    expect(clientCredentials(request, {}, { urlEncoded: true })).toEqual({ clientId: 'app:1', clientSecret: 's%cret' });
    expect(clientCredentials(request, {}, { urlEncoded: false })).toEqual({ clientId: 'app%3A1', clientSecret: 's%25cret' });
  });

  it('splits at the first colon, so a secret may contain colons', () => {
    expect(clientCredentials(basic('key', 'a:b'), {}, { urlEncoded: false })).toEqual({ clientId: 'key', clientSecret: 'a:b' });
  });

  it('falls back to the form without a usable Basic header', () => {
    const form = { client_id: 'form-id', client_secret: 'form-secret' };
    expect(clientCredentials({ headers: {} } as FastifyRequest, form, { urlEncoded: true })).toEqual({ clientId: 'form-id', clientSecret: 'form-secret' });
    expect(clientCredentials(basic('', 'secret'), form, { urlEncoded: true })).toEqual({ clientId: 'form-id', clientSecret: 'form-secret' });
  });
});

describe('sameString', () => {
  it('is true only for equal strings, whatever their lengths', () => {
    expect(sameString('secret', 'secret')).toBe(true);
    expect(sameString('secret', 'secreT')).toBe(false);
    expect(sameString('secret', 'secret2')).toBe(false);
  });
});
