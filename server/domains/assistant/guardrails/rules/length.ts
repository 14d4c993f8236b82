import { countWords, MAX_REPLY_BYTES, utf8Bytes } from '@common/drafting/word-count';
import type { GuardrailContext, RuleResult } from '../context';

/** Rule 5: within responseMinWords..responseMaxWords words (whitespace split) and at most Google's 4096 bytes. */
export function checkLength(draft: string, ctx: GuardrailContext): RuleResult {
  const words = countWords(draft);
  if (words < ctx.minWords) return { rule: 'length', reason: `The reply has ${words} words; at least ${ctx.minWords} are required.` };
  if (words > ctx.maxWords) return { rule: 'length', reason: `The reply has ${words} words; at most ${ctx.maxWords} are allowed.` };
  const bytes = utf8Bytes(draft);
  if (bytes > MAX_REPLY_BYTES) return { rule: 'length', reason: `The reply is ${bytes} bytes; Google accepts at most ${MAX_REPLY_BYTES}.` };
  return null;
}
