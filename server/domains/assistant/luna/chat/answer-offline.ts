import type { Language } from '@common/languages';
import { detectLanguage } from '../../language/detect-language';
import type { AccountFacts } from './account-facts';
import { bullet, chatTranslator } from './answer-format';
import { DATA_ANSWERS } from './data-answers';
import { HOW_TO_ANSWERS } from './how-to-answers';
import { isHowToIntent, type Intent } from './intents';
import { matchIntent } from './match-intent';

/**
 * The question's own language; a short or unclear question is answered in the interface language, unless
 * its words clearly belong to another of the nine (the intent matcher's lexicons tell).
 */
export const answerLanguage = (question: string, uiLanguage: Language): Language =>
  matchIntent(question, detectLanguage(question, uiLanguage).language).language;

function unknown(language: Language): string {
  const t = chatTranslator(language);
  return [t('unknown.intro'), bullet(t('unknown.example1')), bullet(t('unknown.example2')), bullet(t('unknown.example3'))].join('\n');
}

export function composeAnswer(intent: Intent, language: Language, facts: AccountFacts): Promise<string> {
  if (intent === 'unknown') return Promise.resolve(unknown(language));
  return isHowToIntent(intent) ? HOW_TO_ANSWERS[intent](language, facts) : DATA_ANSWERS[intent](language, facts);
}

/** Luna's answer without a model: the question's intent, answered from the account's figures or the app's screens. */
export async function answerOffline(question: string, uiLanguage: Language, facts: AccountFacts): Promise<string> {
  const language = answerLanguage(question, uiLanguage);
  return composeAnswer(matchIntent(question, language).intent, language, facts);
}
