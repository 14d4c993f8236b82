import { summariseReview } from './insight/summarise-review';
import { draftReply } from './offline/draft-reply';
import { answerOffline } from './luna/chat/answer-offline';
import type { AiProvider } from './provider';

/** The default provider: no model, no network, deterministic per seed, thousands of drafts a second. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    draftReply: async (input) => draftReply(input),
    summarise: async ({ review, language, industry }) => summariseReview(review, language, industry),
    answer: ({ question, language, facts }) => answerOffline(question, language, facts),
  };
}
