import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { ZGuardrailFindingSchema } from './guardrails';
import { PLATFORMS } from './platforms';
import { ZReasonSchema } from './reasons';
import { TONES } from './settings';

export const RESPONSE_STATUSES = ['pending', 'approved', 'posted', 'rejected', 'failed'] as const;
/** Facebook's verdict, which it gives instead of stars. */
export const RECOMMENDATIONS = ['positive', 'negative'] as const;
export type TRecommendation = (typeof RECOMMENDATIONS)[number];
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** How the reviewer feels about a topic, in the AI Insight as in the reply: thanked for, owned up to, or only named. */
export const TOPIC_FEELINGS = ['praised', 'criticised', 'mentioned'] as const;
export type TopicFeeling = (typeof TOPIC_FEELINGS)[number];

/**
 * The AI Insight stored in a review's `aiSummary` as JSON: a one-sentence summary in the interface
 * language, the sentiment, and the topics with how the reviewer feels about each. `topic` is one of
 * the topic ids (`common/topics.ts`) or, from a model, its own short word; `label` is its name as written.
 */
export const ZAiInsightSchema = z.object({
  summary: z.string(),
  sentiment: z.enum(['positive', 'neutral', 'negative']),
  topics: z.array(z.object({ topic: z.string(), label: z.string(), feeling: z.enum(TOPIC_FEELINGS) })),
});
export type TAiInsight = z.infer<typeof ZAiInsightSchema>;

export const ZAiResponseSchema = z.object({
  id: z.string(),
  responseText: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  tone: z.string(),
  language: z.string(),
  /** Why a post was refused, or why a reply went back to pending: English, for logs and older clients. */
  statusReason: z.string().nullable(),
  /** The same reason as data, worded in the owner's language by `reasonMessage`; null on rows older than reasons. */
  statusReasonCode: ZReasonSchema.nullable(),
  /** What the guardrails noticed: the finding that held a draft, or the warnings on the owner's own words. */
  warnings: z.array(ZGuardrailFindingSchema),
  /** The words are the owner's own (edited), posted as written. */
  editedByOwner: z.boolean(),
  /** When an auto-approved reply is due to be posted. */
  scheduledFor: z.string().nullable(),
  postedAt: z.string().nullable(),
});
export type TAiResponse = z.infer<typeof ZAiResponseSchema>;

export const ZReviewSchema = z.object({
  id: z.string(),
  /** The location (business) the review is about; the server always sends it, older payloads lack it. */
  businessId: z.string().optional(),
  platform: z.enum(PLATFORMS),
  reviewerName: z.string(),
  /** The reviewer's headline, where the platform asks for one (Trustpilot); null elsewhere. */
  title: z.string().nullable(),
  reviewText: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  /** Facebook's recommendation, shown where stars would be; null on platforms with stars. */
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  /** False where the platform takes no reply (a Facebook rating without a story): no draft, no Approve. */
  canReply: z.boolean(),
  reviewedAt: z.string(),
  resolvedOffline: z.boolean(),
  /** JSON text `{ summary, sentiment, topics }` (the AI Insight), or null before it is made. */
  aiSummary: z.string().nullable(),
  aiTone: z.string().nullable(),
  /** The language detected in the review. */
  language: z.string().nullable(),
  aiResponse: ZAiResponseSchema.optional(),
});
export type TReview = z.infer<typeof ZReviewSchema>;

/** A history item always has its reply. */
export const ZHistoryItemSchema = ZReviewSchema.extend({ aiResponse: ZAiResponseSchema });
export type THistoryItem = z.infer<typeof ZHistoryItemSchema>;

/**
 * One review by id (GET /api/reviews/{id}, a link from Luna), which may have left the inbox since:
 * `waiting` is whether the pending list still holds it (no reply anywhere yet, a draft, a failed post).
 */
export const ZReviewDetailSchema = ZReviewSchema.extend({ waiting: z.boolean() });
export type TReviewDetail = z.infer<typeof ZReviewDetailSchema>;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export const REVIEWS_PAGE_SIZE = 25;
/** Without `page`, a list answers at most this many, newest first. */
export const REVIEWS_UNPAGED_LIMIT = 500;

const starFilter = z.union([z.literal('all'), z.coerce.number().int().min(1).max(5)]);

/** One location (a business id) or all of the account's: the location switcher's choice. */
export const locationFilter = z.union([z.literal('all'), z.string().uuid('Not a valid location id')]);

/** GET /api/reviews/stats: the numbers of one location or all. */
export const ZLocationQuerySchema = z.object({ location: locationFilter.optional() });
export type TLocationQuery = z.infer<typeof ZLocationQuerySchema>;

/**
 * Query of the pending and history lists. Every parameter is optional, so the spec's plain GET keeps
 * working; the total matching count comes back in the `X-Total-Count` header.
 */
export const ZReviewListQuerySchema = z.object({
  location: locationFilter.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  stars: starFilter.optional(),
  platform: z.union([z.literal('all'), z.enum(PLATFORMS)]).optional(),
  sentiment: z.enum(['all', 'positive', 'neutral', 'negative']).optional(),
  /** History only: approved, rejected or posted. */
  status: z.union([z.literal('all'), z.enum(RESPONSE_STATUSES)]).optional(),
  sort: z.enum(REVIEW_SORTS).optional(),
  /** Case-insensitive match on reviewer name, headline or review text (and reply text in history). */
  q: z.string().trim().max(200).optional(),
});
export type TReviewListQuery = z.input<typeof ZReviewListQuerySchema>;
/** The query after parsing (numbers are numbers). */
export type TReviewListParams = z.output<typeof ZReviewListQuerySchema>;

/** Counts for the star and platform filters, for the same search (and the other filter). */
export const ZReviewCountsSchema = z.object({
  total: z.number().int(),
  stars: z.record(z.enum(['all', '1', '2', '3', '4', '5']), z.number().int()),
  platforms: z.record(z.enum(['all', ...PLATFORMS]), z.number().int()),
  /** Pending reviews that have a reply ready (the dashboard's AI Generated card). */
  withResponse: z.number().int(),
  /** Five-star pending reviews with a pending reply (the 'Approve All 5★ Reviews (n)' count). */
  fiveStarReady: z.number().int(),
});
export type TReviewCounts = z.infer<typeof ZReviewCountsSchema>;

export const ZReviewStatsSchema = z.object({
  total: z.number().int(),
  responded: z.number().int(),
  pending: z.number().int(),
  /** Of the reviews with stars only: recommendations have none and are counted apart. */
  averageRating: z.number().nullable(),
  recommendations: z.object({ positive: z.number().int(), negative: z.number().int() }),
});
export type TReviewStats = z.infer<typeof ZReviewStatsSchema>;

export const ZReviewUpdateSchema = z.object({ resolvedOffline: z.boolean() }).strict();

/** The spec's Regenerate sends no body (null to the server); a tone or language may be asked for. */
export const ZGenerateResponseSchema = z
  .object({ tone: z.enum(TONES).optional(), language: z.enum(LANGUAGES).optional() })
  .strict()
  .nullish();
export type TGenerateResponse = z.infer<typeof ZGenerateResponseSchema>;

export const RESPONSE_MAX_CHARS = 4000;
export const ZResponseUpdateSchema = z.object({
  responseText: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(RESPONSE_MAX_CHARS, `must be at most ${RESPONSE_MAX_CHARS} characters`),
});

export const ZBulkApproveSchema = z.object({ responseIds: z.array(z.string().uuid()).min(1).max(500) });
export const ZBulkApproveResultSchema = z.object({ approved: z.number().int(), failed: z.number().int() });
