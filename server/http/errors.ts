import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError } from '@common/schemas/errors';
import type { TReason } from '@common/schemas/reasons';

/** A failure whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly reason?: TReason,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** "email: Invalid email address; password: Required", so the toast alone names the field. */
export function describeFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => (field ? `${field}: ${message}` : message))
    .join('; ');
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const instancePath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // fastify-type-provider-zod puts the zod issue's code in `keyword` and its other fields in `params`.
    const params = issue.params as { keys?: unknown };
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys) ? (params.keys as string[]) : [];
    const prefix = instancePath ? `${instancePath}.` : '';
    if (keys.length > 0) for (const key of keys) fields[`${prefix}${key}`] = 'is not a known field';
    else fields[instancePath] ??= issue.message ?? "is invalid";
  }
  return fields;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    const body: TApiError = { message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...(error.reason ? { reason: error.reason } : {}) };
    return reply.status(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const body: TApiError = { message: `Invalid request: ${describeFields(fields)}`, fields };
    return reply.status(400).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: error.message } satisfies TApiError);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' } satisfies TApiError);
}
