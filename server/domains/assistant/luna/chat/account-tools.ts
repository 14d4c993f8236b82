import { z } from 'zod';
import type { Language } from '@common/languages';
import { isTopicId } from '@common/topics';
import { topicLabel } from '@server/domains/assistant/insight/topic-labels';
import type { ChatTool } from '@server/domains/assistant/llm/tool-conversation';
import { excerpt, formatDate } from '@server/domains/notifications/email-format';
import { CONNECTION_EXPIRY_WARNING_MS } from '@server/domains/platforms/expiry-warning';
import type { AccountFacts, ReplyItem } from './account-facts';
import { composeAnswer } from './answer-offline';
import { dateAndTime } from './answer-format';
import { HOW_TO_INTENTS } from './intents';
import { planLabel, platformLabel, toneLabel } from './screen-labels';

const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * The account-facts look-ups as a model's tools: read-only, bound to the signed-in user (a model names no
 * account, so it can reach no other), with times already written in the user's time zone the way the app
 * writes them, and links as the in-app paths the chat may use.
 */
export function accountTools(facts: AccountFacts, language: Language): ChatTool[] {
  const reply = (item: ReplyItem, zone: string) => ({
    reviewer: item.reviewerName,
    stars: item.rating,
    recommendation: item.recommendation,
    platform: platformLabel(item.platform),
    ...dateAndTime(item.at, zone),
  });
  const argumentsOf = <T extends z.ZodType>(schema: T, args: unknown) => {
    const parsed = schema.safeParse(args);
    return parsed.success ? { ok: true as const, value: parsed.data as z.infer<T> } : { ok: false as const, error: { error: z.prettifyError(parsed.error) } };
  };
  const Feeling = z.object({ feeling: z.enum(['praised', 'criticised']) });
  const Topic = z.object({ topic: z.enum(HOW_TO_INTENTS) });

  return [
    {
      name: 'pending_reviews',
      description: 'How many reviews wait for the owner (pending), how many of them are 5-star reviews whose drafted reply can be approved in bulk, and how many replies failed to post.',
      parameters: NO_ARGUMENTS,
      run: async () => ({ ...(await facts.pending()), link: '/reviews' }),
    },
    {
      name: 'scheduled_replies',
      description: 'Replies that auto-approval has scheduled, soonest first (date dd.mm.yyyy and time HH:MM in the owner’s time zone), and the star ratings auto-approval is on for.',
      parameters: NO_ARGUMENTS,
      run: async () => {
        const [{ count, next }, settings, zone] = await Promise.all([facts.scheduled(), facts.settings(), facts.timeZone()]);
        return { count, next: next.map((item) => reply(item, zone)), timeZone: zone, autoApprovalStars: settings?.autoApproveStars ?? [], link: '/reviews/history' };
      },
    },
    {
      name: 'replies_posted_this_week',
      description: 'Replies posted since Monday 00:00 of this week in the owner’s time zone: how many, and the latest few.',
      parameters: NO_ARGUMENTS,
      run: async () => {
        const [{ since, count, latest }, zone] = await Promise.all([facts.postedThisWeek(), facts.timeZone()]);
        return { since: formatDate(since, zone), count, latest: latest.map((item) => reply(item, zone)), timeZone: zone, link: '/reviews/history' };
      },
    },
    {
      name: 'rating_summary',
      description: 'Average star rating (one decimal) of all rated reviews, of the last 30 days and of the 30 days before, and the number of reviews per star.',
      parameters: NO_ARGUMENTS,
      run: async () => facts.rating(),
    },
    {
      name: 'review_topics',
      description: 'What customers praised or criticised in the last 90 days: the topics the AI Insights found, by how many reviews raised each, and how many reviews have an insight.',
      parameters: { type: 'object', properties: { feeling: { type: 'string', enum: ['praised', 'criticised'] } }, required: ['feeling'], additionalProperties: false },
      run: async (args) => {
        const parsed = argumentsOf(Feeling, args);
        if (!parsed.ok) return parsed.error;
        const { reviewsRead, topics } = await facts.topics(parsed.value.feeling);
        return {
          periodDays: 90,
          reviewsWithInsight: reviewsRead,
          topics: topics.map((topic) => ({ topic: isTopicId(topic.topic) ? topicLabel(topic.topic, language) : topic.label, reviews: topic.count })),
        };
      },
    },
    {
      name: 'latest_negative_reviews',
      description: "The latest reviews with 1 or 2 stars or a Facebook 'doesn't recommend', newest first, each with the in-app link that opens it.",
      parameters: NO_ARGUMENTS,
      run: async () => {
        const [reviews, zone] = await Promise.all([facts.negativeReviews(), facts.timeZone()]);
        return reviews.map((review) => ({
          reviewer: review.reviewerName,
          stars: review.rating,
          recommendation: review.recommendation,
          platform: platformLabel(review.platform),
          date: formatDate(review.reviewedAt, zone),
          text: review.text ? excerpt(review.text, 200) : null,
          link: `/reviews?review=${encodeURIComponent(review.id)}`,
        }));
      },
    },
    {
      name: 'platform_connections',
      description: 'Each review platform connection: connected or not, last sync, whether the last sync failed, and when the connection expires.',
      parameters: NO_ARGUMENTS,
      run: async () => {
        const [connections, zone] = await Promise.all([facts.connections(), facts.timeZone()]);
        const now = facts.now().getTime();
        return connections.map((connection) => ({
          platform: platformLabel(connection.platform),
          name: connection.name,
          connected: connection.isActive,
          lastSync: connection.lastSyncAt ? dateAndTime(connection.lastSyncAt, zone) : null,
          lastSyncFailed: connection.lastSyncFailed,
          expires: connection.tokenExpiry ? formatDate(connection.tokenExpiry, zone) : null,
          expired: connection.tokenExpiry ? connection.tokenExpiry.getTime() <= now : false,
          expiresWithinAWeek: connection.tokenExpiry ? connection.tokenExpiry.getTime() - now < CONNECTION_EXPIRY_WARNING_MS : false,
          link: '/platforms',
        }));
      },
    },
    {
      name: 'account_settings',
      description: 'How the account is set: reply tone, auto-approval stars, posting hours (Copenhagen time) and delays, email notifications and digest, forced reply language, custom instructions, contact email, plan and sign-in methods.',
      parameters: NO_ARGUMENTS,
      run: async () => {
        const [settings, account] = await Promise.all([facts.settings(), facts.account()]);
        return {
          ...(settings ? { ...settings, defaultTone: toneLabel(language, settings.defaultTone) } : {}),
          plan: planLabel(language, account.plan),
          hasPassword: account.hasPassword,
          signInProviders: account.signInProviders,
        };
      },
    },
    {
      name: 'app_help',
      description: `Step-by-step help for one task in the app, written for the owner with the screen's real labels and its in-app link. Topics: ${HOW_TO_INTENTS.join(', ')}.`,
      parameters: { type: 'object', properties: { topic: { type: 'string', enum: [...HOW_TO_INTENTS] } }, required: ['topic'], additionalProperties: false },
      run: async (args) => {
        const parsed = argumentsOf(Topic, args);
        if (!parsed.ok) return parsed.error;
        return { help: await composeAnswer(parsed.value.topic, language, facts) };
      },
    },
  ];
}
