import { createCipher } from './crypto';

describe('token encryption', () => {
  const cipher = createCipher('a-test-secret-that-is-long-enough-0123456789');

  it('round-trips and never shows the plain text', () => {
    const sealed = cipher.encrypt('ya29.secret-access-token');
    expect(sealed).not.toContain('secret-access-token');
    expect(cipher.decrypt(sealed)).toBe('ya29.secret-access-token');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value and a value sealed with another secret', () => {
    const sealed = cipher.encrypt('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => createCipher('another-secret-that-is-long-enough-0123456').decrypt(sealed)).toThrow();
  });

  it('derives different keys per purpose', () => {
    const sealed = createCipher('a-test-secret-that-is-long-enough-0123456789', 'other').encrypt('x');
    expect(() => cipher.decrypt(sealed)).toThrow();
  });
});
