import type { TApiError } from '@common/schemas/errors';
import type { TReason } from '@common/schemas/reasons';

/** A failed call: its message is "status: server message", as the spec's error catalogue says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fields?: Record<string, string>,
    /** Why a post was refused, for the owner's language; `serverMessage` is its English text. */
    readonly reason?: TReason,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

// Checked by hand rather than with the zod schema: zod would add 22 KB to every page's first load.
const isApiError = (body: unknown): body is TApiError =>
  typeof body === 'object' && body !== null && typeof (body as TApiError).message === 'string';

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isApiError(body)) return new ApiError(response.status, body.message, body.fields, body.reason);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return new ApiError(response.status, text || response.statusText);
}

/** Every call sends credentials; a body goes as JSON; a non-OK answer throws ApiError. */
export async function apiFetch<T = unknown>(method: string, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const type = response.headers.get('content-type') ?? '';
  const data = (type.includes('application/json') ? await response.json() : await response.text()) as T;
  return { data, headers: response.headers };
}

/** The answer's body alone: what almost every call needs. */
export const apiRequest = async <T = unknown>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiFetch<T>(method, url, body)).data;

/** The message to put in a toast: the server's words, without the status prefix. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage : fallback;
