import { createHmac } from 'node:crypto';
import { hmacSignature } from '../../../../tools/emulators/shared/webhook-poster';
import { hasValidSignature, parseJson, sameSecret } from './verify-push';

const SECRET = 'shared-webhook-secret-0123456789';
const BODY = '{"events":[{"eventName":"service-review-created","eventData":{"id":"r1","businessUnitId":"u1"}}]}';

describe('HMAC signatures of a raw body', () => {
  it("accepts what the emulators sign: Trustpilot's x-trustpilot-signature and Meta's X-Hub-Signature-256 have one form", () => {
    expect(hasValidSignature(BODY, hmacSignature('sha256', BODY, SECRET), SECRET)).toBe(true);
    const meta = '{"object":"page","entry":[{"id":"1","time":1,"changes":[{"field":"ratings","value":{"item":"rating","verb":"add"}}]}]}';
    expect(hasValidSignature(meta, `sha256=${createHmac('sha256', 'app-secret').update(meta).digest('hex')}`, 'app-secret')).toBe(true);
  });

  it('refuses another secret, another body, a missing or malformed header, and the SHA-1 form', () => {
    const good = hmacSignature('sha256', BODY, SECRET);
    expect(hasValidSignature(BODY, good, 'another-secret')).toBe(false);
    expect(hasValidSignature(`${BODY} `, good, SECRET)).toBe(false);
    expect(hasValidSignature(BODY, undefined, SECRET)).toBe(false);
    expect(hasValidSignature(BODY, good.slice('sha256='.length), SECRET)).toBe(false);
    expect(hasValidSignature(BODY, good.slice(0, -2), SECRET)).toBe(false);
    expect(hasValidSignature(BODY, 'sha256=zz', SECRET)).toBe(false);
    expect(hasValidSignature(BODY, hmacSignature('sha1', BODY, SECRET), SECRET)).toBe(false);
  });
});

describe('secrets compared in constant time', () => {
  it('are equal only when identical, whatever their lengths', () => {
    expect(sameSecret('token-0123456789', 'token-0123456789')).toBe(true);
    expect(sameSecret('token-0123456789', 'token-012345678')).toBe(false);
    expect(sameSecret('', 'token-0123456789')).toBe(false);
    expect(sameSecret('token-0123456789x', 'token-0123456789')).toBe(false);
  });
});

describe('push bodies as JSON', () => {
  it('parses JSON, and answers undefined for text that is not JSON or poisons a prototype', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson('{"a":')).toBeUndefined();
    expect(parseJson('{"__proto__":{"admin":true}}')).toBeUndefined();
    expect(parseJson('{"constructor":{"prototype":{"admin":true}}}')).toBeUndefined();
  });
});
