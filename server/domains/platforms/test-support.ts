import { expect } from 'vitest';
import { PlatformError } from './platform';

/** The PlatformError a platform call fails with; the test fails if it succeeds or throws something else. */
export async function platformErrorOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}
