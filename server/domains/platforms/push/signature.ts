import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `header` is `sha256=<hex HMAC-SHA256 of the raw body>` under `secret`, compared in constant time. */
export function hasValidSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
