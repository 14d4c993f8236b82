import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * The RS256 key that signs id_tokens. Generated on first start and kept in the state file, so
 * id_tokens issued before a restart still verify against the JWKS served after it.
 */
export interface SigningKeyRecord {
  kid: string;
  privateKeyPem: string;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'RSA'; n: string; e: string; alg: 'RS256'; use: 'sig'; kid: string };
}

export function generateSigningKey(): SigningKeyRecord {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { kid: kidFor(createPublicKey(privateKey)), privateKeyPem };
}

/** Google's kids are opaque hex strings; a hash of the public key gives a stable one. */
function kidFor(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 40);
}

export function loadSigningKey(record: SigningKeyRecord): SigningKey {
  const privateKey = createPrivateKey(record.privateKeyPem);
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { n: string; e: string };
  return { kid: record.kid, privateKey, publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', use: 'sig', kid: record.kid } };
}
