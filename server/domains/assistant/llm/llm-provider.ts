import { z } from 'zod';
import { TOPIC_FEELINGS } from '@common/schemas/reviews';
import { isTopicId } from '@common/topics';
import { topicLabel } from '../insight/topic-labels';
import { answerWithModel } from '../luna/chat/model-answer';
import { chooseTopics } from '../topics/choose-topics';
import { topicsAt } from '../topics/industry-topics';
import { firstNameOf } from '../offline/first-name';
import { targetLanguageOf } from '../offline/draft-reply';
import { replyClassOf, resolveTone } from '../offline/resolve';
import { buildDraftMessages, buildSummaryMessages } from '../prompt/build-prompt';
import type { AiProvider } from '../provider';
import { analyseReview } from '../topics/analyse-review';
import type { createChatClient } from './chat-client';

const ZReplyAnswer = z.object({ reply: z.string().min(1) });
const ZInsightAnswer = z.object({
  summary: z.string().min(1),
  sentiment: z.enum(['positive', 'neutral', 'negative']),
  topics: z.array(z.object({ topic: z.string().min(1), feeling: z.enum(TOPIC_FEELINGS) })).max(10),
});

type ChatClient = ReturnType<typeof createChatClient>;

/**
 * A chat model behind the provider interface. Every call that fails (timeout, refusal, malformed
 * answer) falls back to the offline engine, so a draft is always made; the guardrails then judge
 * whichever wrote it.
 */
export function createLlmProvider(client: ChatClient, offline: AiProvider, onFallback: (error: unknown) => void): AiProvider {
  const orOffline = async <T>(call: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      onFallback(error);
      return fallback();
    }
  };

  return {
    name: 'llm',

    draftReply: (input) =>
      orOffline(async () => {
        const { target, review, variety } = targetLanguageOf(input);
        const analysis = analyseReview(input.review.text, review, 'review', input.review.rating);
        const tone = resolveTone(input.settings.defaultTone, input.review.rating, analysis.sentiment);
        const replyClass = replyClassOf(input.review.rating, analysis.sentiment);
        const negative = replyClass === 'negative';
        const includeEmail =
          Boolean(input.settings.contactEmail) &&
          (input.settings.includeContactEmail === 'all' || (input.settings.includeContactEmail === 'negative_only' && negative));
        const { praised, criticised } = chooseTopics(topicsAt(analysis.topics, input.industry, input.review.text), replyClass);
        const messages = buildDraftMessages(input, { targetLanguage: target, variety, tone, firstName: firstNameOf(input.review.reviewerName), includeEmail, praised, criticised });
        const { reply } = ZReplyAnswer.parse(await client.completeJson(messages));
        return { text: reply.trim(), language: target, tone };
      }, () => offline.draftReply(input)),

    summarise: (input) =>
      orOffline(async () => {
        const answer = ZInsightAnswer.parse(await client.completeJson(buildSummaryMessages(input.review.text, input.review.rating, input.language)));
        const topics = answer.topics.map(({ topic, feeling }) => ({ topic, feeling, label: isTopicId(topic) ? topicLabel(topic, input.language) : topic }));
        return { ...answer, topics };
      }, () => offline.summarise(input)),

    answer: (input) => orOffline(() => answerWithModel(client, input), () => offline.answer(input)),
  };
}
