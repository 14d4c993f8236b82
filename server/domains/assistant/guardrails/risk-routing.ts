import { LANGUAGES, type Language } from '@common/languages';
import { RISK_FLAGS } from '@common/schemas/reasons';
import { detectLanguage } from '../language/detect-language';
import { compilePatterns, normaliseText } from '../topics/patterns';
import { RISK_WORDS, type RiskFlag } from './lexicon/risk';

export type { RiskFlag };

/** Per flag: one matcher over all nine languages, and one per language for its ambiguous ('=') words. */
const SHARED = new Map(RISK_FLAGS.map((flag) => [flag, compilePatterns(LANGUAGES.flatMap((l) => RISK_WORDS[l][flag].filter((w) => !w.startsWith('='))))]));
const OWN = new Map(
  LANGUAGES.map((language) => [
    language,
    new Map(RISK_FLAGS.map((flag) => [flag, compilePatterns(RISK_WORDS[language][flag].filter((w) => w.startsWith('=')).map((w) => w.slice(1)))])),
  ]),
);

/**
 * Why a review must never be auto-posted, whatever its stars: a legal threat, health or safety, hygiene,
 * discrimination or the police, matched as whole words in all nine languages.
 */
export function riskFlags(text: string | null | undefined, language?: Language): RiskFlag[] {
  if (!text || text.trim() === '') return [];
  const normalised = normaliseText(text);
  const own = language ?? detectLanguage(normalised, 'en').language;
  return RISK_FLAGS.filter((flag) => SHARED.get(flag)?.test(normalised) || OWN.get(own)?.get(flag)?.test(normalised));
}
