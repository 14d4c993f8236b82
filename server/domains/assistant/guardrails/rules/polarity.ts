import { analyseReview } from '../../topics/analyse-review';
import { readAt } from '../../topics/industry-topics';
import { related } from '../../topics/topic-ids';
import { finding, type GuardrailContext, ownNames, type RuleResult } from '../context';
import { replyBody } from '../reply-body';

/**
 * Rule 10: the reply never thanks for or praises a topic the reviewer criticised, and never names a topic
 * the review did not raise (a topic it names or a close one: 'the service' answers 'the waiter').
 */
export function checkPolarity(draft: string, ctx: GuardrailContext): RuleResult {
  const review = readAt(analyseReview(ctx.reviewText, ctx.reviewLanguage ?? ctx.targetLanguage, 'review', ctx.reviewRating).topics, ctx.industry, ctx.reviewText);
  const reply = analyseReview(replyBody(draft, ownNames(ctx)), ctx.targetLanguage, 'reply').topics;
  for (const named of reply) {
    if (named.polarity > 0 && review.some((raised) => raised.topic === named.topic && raised.polarity < 0)) {
      return finding('polarity', 'praisedCriticised', undefined, { topic: named.topic });
    }
    if (!review.some((raised) => related(raised.topic, named.topic))) return finding('polarity', 'invented', undefined, { topic: named.topic });
  }
  return null;
}
