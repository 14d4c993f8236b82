import { describe, expect, it } from 'vitest';
import { countWords, MAX_REPLY_BYTES, utf8Bytes } from './word-count';

describe('countWords and utf8Bytes', () => {
  it('counts words by whitespace split, as the spec does, ignoring empty pieces', () => {
    expect(countWords('  Hi Anna,\n\nthanks  a lot!  ')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords('Merci\u00a0!')).toBe(2);
  });

  it('measures UTF-8 bytes against Google’s 4096-byte limit', () => {
    expect(utf8Bytes('æøå')).toBe(6);
    expect(MAX_REPLY_BYTES).toBe(4096);
  });
});
