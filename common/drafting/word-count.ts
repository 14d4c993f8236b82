/** Words as the spec counts them: a whitespace split, empty pieces ignored. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Google's limit on a reply is 4096 bytes of UTF-8. */
export const MAX_REPLY_BYTES = 4096;

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
