import { countWords, MAX_REPLY_BYTES, utf8Bytes } from '@common/drafting/word-count';
import { finding, type GuardrailContext, type RuleResult } from '../context';

/** Rule 5: within responseMinWords..responseMaxWords words (whitespace split) and at most Google's 4096 bytes. */
export function checkLength(draft: string, ctx: GuardrailContext): RuleResult {
  const words = countWords(draft);
  if (words < ctx.minWords) return finding('length', 'tooShort', undefined, { words, min: ctx.minWords });
  if (words > ctx.maxWords) return finding('length', 'tooLong', undefined, { words, max: ctx.maxWords });
  return checkPlatformLimits(draft);
}

/** What the platform itself refuses, whoever wrote the reply: nothing at all, or more than 4,096 bytes. */
export function checkPlatformLimits(draft: string): RuleResult {
  if (draft.trim() === '') return finding('length', 'empty');
  const bytes = utf8Bytes(draft);
  if (bytes > MAX_REPLY_BYTES) return finding('length', 'tooManyBytes', undefined, { bytes, max: MAX_REPLY_BYTES });
  return null;
}
