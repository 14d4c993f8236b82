import { detectLanguage } from '../../language/detect-language';
import { finding, type GuardrailContext, ownNames, type RuleResult } from '../context';

/** Rule 4: the reply's detected language is the target language (names and addresses left out of the test). */
export function checkLanguage(draft: string, ctx: GuardrailContext): RuleResult {
  // Without an '@' there is no address to take out, and the pattern would try every word as one.
  let text = draft.includes('@') ? draft.replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu, ' ') : draft;
  for (const name of ownNames(ctx)) text = text.split(name).join(' ');
  const detected = detectLanguage(text, ctx.targetLanguage);
  if (detected.language !== ctx.targetLanguage) {
    return finding('language', 'other', undefined, { detected: detected.language, expected: ctx.targetLanguage });
  }
  return null;
}
