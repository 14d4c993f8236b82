import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { formFields } from '../../shared/http';

/** About an hour and a half, as the short-lived tokens from the login (B.1: "about 1–2 h") [unverified]. */
export const SHORT_LIVED_SECONDS = 5_400;
/** About 60 days: the figure Meta's long-lived token example shows (B.1). */
export const LONG_LIVED_SECONDS = 5_183_944;

/** Tokens look like Facebook's ("EAA…", long, opaque); the adapter must not parse them. */
const alphanumeric = (length: number) => {
  let out = '';
  while (out.length < length) out += randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '');
  return out.slice(0, length);
};
export const newAccessToken = () => `EAA${alphanumeric(160)}`;
export const newCode = () => `AQ${randomBytes(96).toString('base64url')}`;

/** Graph takes the token as `Authorization: Bearer|OAuth …`, or as access_token in the query or the form. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (header) return header[1];
  return formFields(request.query).access_token ?? formFields(request.body).access_token;
}

/** `appsecret_proof`: the hex HMAC-SHA256 of the access token under the app secret. */
export const appSecretProof = (token: string, appSecret: string) => createHmac('sha256', appSecret).update(token).digest('hex');
