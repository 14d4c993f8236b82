import { LANGUAGE_NAMES } from '@common/languages';
import { detectLanguage } from '../../language/detect-language';
import type { GuardrailContext, RuleResult } from '../context';

/** Rule 4: the reply's detected language is the target language (names and addresses left out of the test). */
export function checkLanguage(draft: string, ctx: GuardrailContext): RuleResult {
  let text = draft.replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu, ' ');
  for (const name of [ctx.businessName, ctx.contactName, ctx.reviewerName?.split(/\s+/u)[0]]) {
    if (name && name.trim().length > 1) text = text.split(name.trim()).join(' ');
  }
  const detected = detectLanguage(text, ctx.targetLanguage);
  if (detected.language !== ctx.targetLanguage) {
    return { rule: 'language', reason: `The reply reads as ${LANGUAGE_NAMES[detected.language]}, but it should be in ${LANGUAGE_NAMES[ctx.targetLanguage]}.` };
  }
  return null;
}
