import { wrapInTranslationEnvelope } from '../seed/translation-envelope';
import type { Review, ReviewReply, StoredReview } from '../types';

export interface PresentOptions {
  nowMs: number;
  /** The replyTranslationEnvelope switch: replies read back inside Google's translation envelope (A.7). */
  translateReplies: boolean;
}

/**
 * A review as Google would serve it at this moment: a reply stays PENDING until moderation has had its
 * time, then shows APPROVED or REJECTED with the policy violation.
 */
export function presentReview(stored: StoredReview, options: PresentOptions): Review {
  const review = stored.review;
  const reply = review.reviewReply;
  if (!reply) return review;
  const presented = presentReply(reply, stored, options);
  return presented === reply ? review : { ...review, reviewReply: presented };
}

export function presentReply(reply: ReviewReply, stored: StoredReview, options: PresentOptions): ReviewReply {
  const outcome = stored.replyOutcome;
  const decided = outcome && options.nowMs >= outcome.decidedAt ? outcome : undefined;
  if (!decided && !options.translateReplies) return reply;
  return {
    comment: options.translateReplies
      ? wrapInTranslationEnvelope(reply.comment, `(emulated machine translation) ${reply.comment}`, 'original-first')
      : reply.comment,
    updateTime: reply.updateTime,
    reviewReplyState: decided ? decided.state : (reply.reviewReplyState ?? 'PENDING'),
    ...(decided?.policyViolation ? { policyViolation: decided.policyViolation } : {}),
  };
}
