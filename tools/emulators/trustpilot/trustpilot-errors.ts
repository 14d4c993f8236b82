import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Trustpilot's error bodies. Only the 1001 "malformed" shape is recorded (C.3, from a public issue);
 * the other messages follow the same shape, and their wording is [unverified]. errorCode is sent
 * only where it is known, so the adapter learns to branch on the HTTP status first.
 */
export interface TrustpilotError {
  status: number;
  message: string;
  errorCode?: number;
}

export const malformed = (): TrustpilotError => ({ status: 400, message: 'The request was malformed', errorCode: 1001 });
export const unauthorized = (): TrustpilotError => ({ status: 401, message: 'Unauthorized' });
export const forbidden = (): TrustpilotError => ({ status: 403, message: 'Forbidden' });
export const notFound = (): TrustpilotError => ({ status: 404, message: 'Not Found' });
export const tooManyRequests = (): TrustpilotError => ({ status: 429, message: 'Too Many Requests' });
export const serverError = (status: 500 | 502 | 503 | 504): TrustpilotError => ({
  status,
  message: status === 503 ? 'Service Unavailable' : status === 504 ? 'Gateway Timeout' : 'Internal Server Error',
});

export function sendError(reply: FastifyReply, error: TrustpilotError, headers: Record<string, string> = {}) {
  const { status, ...body } = error;
  return reply
    .status(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', ...headers })
    .send({ message: body.message, ...(body.errorCode === undefined ? {} : { errorCode: body.errorCode }), details: '', correlationId: randomUUID() });
}

/**
 * The token endpoints sit behind an Apigee gateway (the string-valued token response is Apigee's
 * format), so their errors are assumed to be Apigee's `{ ErrorCode, Error }` [unverified].
 */
export function sendTokenError(reply: FastifyReply, status: number, errorCode: string, error: string) {
  return reply.status(status).headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).send({ ErrorCode: errorCode, Error: error });
}
