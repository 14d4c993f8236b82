import { eld } from 'eld/small';
import { LANGUAGES, type Language } from '@common/languages';
import { rememberRecent } from '@server/lib/remember-recent';

/**
 * eld's n-gram scores restricted to our nine languages. The 'small' database loads in about 0.3 s and
 * scored as well as 'large' on our samples; a private instance keeps the subset from leaking elsewhere.
 */
const detector = eld.newInstance();
detector.setLanguageSubset([...LANGUAGES]);

export type LanguageScores = Partial<Record<Language, number>>;

/**
 * By text alone: a review is detected with the account's language as the fallback when it is drafted and
 * with the owner's interface language when it is summarised, and the n-grams are the same both times.
 */
export const eldScores: (text: string) => { scores: LanguageScores; reliable: boolean } = rememberRecent((text) => text, score);

function score(text: string): { scores: LanguageScores; reliable: boolean } {
  const result = detector.detect(text);
  const scores: LanguageScores = {};
  for (const [code, score] of Object.entries(result.getScores())) {
    if ((LANGUAGES as readonly string[]).includes(code)) scores[code as Language] = score;
  }
  return { scores, reliable: result.isReliable() };
}
