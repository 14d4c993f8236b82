import type { Language } from '@common/languages';
import { eldScores, type LanguageScores } from './eld-scores';
import { rememberRecent } from '@server/lib/remember-recent';
import { nordicEvidence, type Nordic, type NordicEvidence } from './nordic-markers';

export interface DetectedLanguage {
  language: Language;
  /** 0 when the default was used for lack of text; otherwise how clearly the winner beat the runner-up (0-1). */
  confidence: number;
  /** True when the text was too short or unclear and the default was returned. */
  fellBack: boolean;
}

const NORDIC: readonly Nordic[] = ['da', 'no', 'sv'];
const isNordic = (language: Language): language is Nordic => (NORDIC as readonly Language[]).includes(language);

/** Fewer letters than this and we do not trust any detector: 'Super!' is a word in six of our languages. */
const MIN_LETTERS = 8;
/** A default within this share of the winner's n-gram score wins the tie ('Fantastisk service' in a Danish shop). */
const DEFAULT_MARGIN = 0.04;

/** Settles Danish, Norwegian and Swedish by characteristic words and letters, eld's scores breaking ties. */
function settleNordic(evidence: NordicEvidence, scores: LanguageScores): { language: Nordic; confidence: number } {
  const candidates = NORDIC.filter((l) => !evidence.excluded.has(l));
  const pool = candidates.length > 0 ? candidates : [...NORDIC];
  const total = (l: Nordic) => evidence.scores[l] + 4 * (scores[l] ?? 0);
  const order = [...pool].sort((a, b) => total(b) - total(a));
  const [first, second] = order as [Nordic, Nordic | undefined];
  const margin = second === undefined ? 1 : total(first) - total(second);
  return { language: first, confidence: Math.max(0, Math.min(1, margin / 3)) };
}

/**
 * The language of a review among our nine, or `fallback` when the text is empty, very short or unclear.
 * eld (n-grams, restricted to the nine) decides first; Nordic candidates are then settled by words and
 * letters, because eld alone mistakes short Norwegian for Danish.
 */
export const detectLanguage: (text: string | null | undefined, fallback: Language) => DetectedLanguage = rememberRecent(
  (text, fallback) => `${fallback}\u0000${text ?? ''}`,
  detect,
);

function detect(text: string | null | undefined, fallback: Language): DetectedLanguage {
  const letters = (text ?? '').replace(/[^\p{L}]/gu, '').length;
  if (!text || letters < MIN_LETTERS) return { language: fallback, confidence: 0, fellBack: true };

  const { scores, ranked: order } = eldScores(text);
  const top = order[0];
  if (!top) return { language: fallback, confidence: 0, fellBack: true };
  const [winner, winnerScore] = top;
  const runnerUp = order[1]?.[1] ?? 0;

  const nordicContest = isNordic(winner) || order.slice(0, 2).some(([l, s]) => isNordic(l) && s >= winnerScore * 0.92);
  if (nordicContest && order.slice(0, 3).some(([l]) => isNordic(l))) {
    const evidence = nordicEvidence(text);
    const settled = settleNordic(evidence, scores);
    // Short Danish, Norwegian and Swedish share most words ('god stemning og billig øl'): when nothing
    // settles it, a Nordic account's own language is the better guess.
    if (isNordic(fallback) && fallback !== settled.language && settled.confidence < 0.5 && letters < 80 && !evidence.excluded.has(fallback)) {
      return { language: fallback, confidence: settled.confidence, fellBack: true };
    }
    if (isNordic(winner) || settled.confidence > 0.3) return { ...settled, fellBack: false };
  }

  const fallbackScore = scores[fallback] ?? 0;
  if (winner !== fallback && fallbackScore >= winnerScore * (1 - DEFAULT_MARGIN) && letters < 40) {
    return { language: fallback, confidence: 0.1, fellBack: true };
  }
  const confidence = Math.max(0, Math.min(1, (winnerScore - runnerUp) / Math.max(winnerScore, 1e-9) * 4));
  return { language: winner, confidence, fellBack: false };
}
