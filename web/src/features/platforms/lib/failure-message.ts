import { ApiError } from '@web/lib/api-client';

/** The server's own words for a failed call when it gave some, else the screen's default (spec §8). */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage.trim() !== '' ? error.serverMessage : fallback;
