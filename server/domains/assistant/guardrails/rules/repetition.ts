import { finding, type GuardrailContext, type RuleResult } from '../context';
import { cachedTrigrams, candidateTrigrams, jaccard } from '../similarity';

export const MAX_SIMILARITY = 0.5;
export const RECENT_LIMIT = 50;

/** Rule 1: word-trigram Jaccard similarity at most 0.5 to each of the business's last 50 replies. */
export function checkRepetition(draft: string, ctx: GuardrailContext): RuleResult {
  const grams = candidateTrigrams(draft);
  for (const previous of ctx.recentReplies.slice(0, RECENT_LIMIT)) {
    const similarity = jaccard(grams, cachedTrigrams(previous));
    if (similarity > MAX_SIMILARITY) {
      return finding('repetition', 'similar', undefined, { similarity: similarity.toFixed(2), max: MAX_SIMILARITY });
    }
  }
  return null;
}
