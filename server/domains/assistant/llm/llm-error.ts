/** A failed model call; `retryable` when another try may succeed (429, 5xx, a timeout, a malformed answer). */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
