import type { FastifyError, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are credentials: password-reset and verification tokens, OAuth `code`
 * and `state`, id and access tokens, keys, signatures. Matched anywhere in the name, so a new
 * `inviteToken` is covered too; redacting a harmless `countryCode` costs nothing.
 */
const SECRET_PARAMETER = /token|code|state|secret|passw|pwd|key|signature|sig$|nonce|assertion|credential|session|sid$|auth/i;

/** Logged request fields: never headers (cookies, authorization) and never bodies (passwords). */
type LoggedRequest = { method: string; url: string; ip: string };
/** Fastify logs the reply itself, or a bare `{ statusCode }` when it refuses a request while closing. */
type LoggedReply = { statusCode: number; request?: Pick<LoggedRequest, 'method' | 'url'> };

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL with the value of every credential-like query parameter replaced; the rest as sent. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/**
 * Drizzle puts a failed query's parameters into the error's message, stack and `params`: they may be
 * a password hash, a token's hash or a review's text. The query itself (with placeholders) stays.
 */
function serializeError(error: FastifyError | Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const message = error.message.split('\nparams: ')[0]!;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}

/**
 * Fastify's logger for the web role: JSON lines; per request an 'incoming request' line (method, URL,
 * client address) and a 'request completed' line (method, URL, status, response time in ms), with
 * query-string credentials redacted. Paths of headers and passwords are redacted as well, for a
 * route that logs a request's headers or body of its own accord.
 */
export function requestLoggerOptions(options: { level: string; stream?: NodeJS.WritableStream }): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
        '*.headers.cookie',
        '*.headers.authorization',
        '*.headers["set-cookie"]',
        'password',
        '*.password',
        '*.newPassword',
        'token',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      res: (reply: LoggedReply) => ({
        ...(reply.request ? { method: reply.request.method, url: redactUrl(reply.request.url) } : {}),
        statusCode: reply.statusCode,
      }),
      err: serializeError,
    },
  };
}
