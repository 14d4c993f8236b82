import { z } from 'zod';
import { readSeedJson } from '../../shared/seed-input';
import { STAR_RATINGS, starOf, type StarRating, type StoredReview } from '../types';
import { reviewParent, type SeedLocation } from './businesses';

/**
 * A seed file lets anyone try the product with their own reviews: a JSON array of v4 Review objects
 * (or a saved ListReviewsResponse `{ "reviews": [...] }`, optionally with `locationTitle`). Only
 * `starRating` is required; missing ids and times are filled in so a hand-written file stays short.
 */

const starRating = z.union([
  z.enum(STAR_RATINGS),
  z.int().min(1).max(5).transform((n) => starOf(n) as StarRating),
]);

const timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');

const seedReview = z.object({
  reviewId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'letters, digits, - and _ only').optional(),
  reviewer: z
    .object({ displayName: z.string().optional(), profilePhotoUrl: z.string().optional(), isAnonymous: z.boolean().optional() })
    .optional(),
  starRating,
  /** The title of the location the review is on; entries that name none are on the first. */
  location: z.string().trim().min(1).max(200).optional(),
  comment: z.string().optional(),
  createTime: timestamp.optional(),
  updateTime: timestamp.optional(),
  reviewReply: z.object({ comment: z.string(), updateTime: timestamp.optional() }).optional(),
});

const seedArraySchema = z.array(seedReview);
const seedObjectSchema = z.object({ locationTitle: z.string().min(1).optional(), reviews: z.array(seedReview) });

export interface SeedFileContents {
  locationTitle?: string;
  reviews: z.infer<typeof seedReview>[];
}

export function readSeedFile(path: string): SeedFileContents {
  const raw = readSeedJson('Google', path);
  // Picking the schema by shape (not a union) lets the error name the exact field that is wrong.
  const parsed = Array.isArray(raw)
    ? seedArraySchema.transform((reviews) => ({ reviews })).safeParse(raw)
    : seedObjectSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Google emulator: seed file ${path} is not a list of v4 reviews: at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * Turns the file's reviews into stored reviews, each on the location its entry names (by title) or the
 * first; a missing createTime counts back an hour per entry.
 */
export function reviewsFromSeedFile(contents: SeedFileContents, locations: SeedLocation[], nowMs: number): StoredReview[] {
  const seen = new Set<string>();
  return contents.reviews.map((entry, index) => {
    const parent = reviewParent(locations.find((l) => l.location.title === entry.location) ?? locations[0]!);
    const reviewId = entry.reviewId ?? `seedfile${String(index + 1).padStart(6, '0')}`;
    if (seen.has(reviewId)) throw new Error(`Google emulator: seed file repeats reviewId ${reviewId}`);
    seen.add(reviewId);
    const createTime = entry.createTime ? iso(entry.createTime) : new Date(nowMs - (index + 1) * 3600_000).toISOString();
    const updateTime = entry.updateTime ? iso(entry.updateTime) : createTime;
    const anonymous = entry.reviewer?.isAnonymous === true;
    return {
      review: {
        name: `${parent}/reviews/${reviewId}`,
        reviewId,
        reviewer: anonymous
          ? { displayName: entry.reviewer?.displayName ?? 'A Google User', isAnonymous: true }
          : { displayName: entry.reviewer?.displayName ?? 'A Google User', ...(entry.reviewer?.profilePhotoUrl ? { profilePhotoUrl: entry.reviewer.profilePhotoUrl } : {}) },
        starRating: entry.starRating,
        ...(entry.comment ? { comment: entry.comment } : {}),
        createTime,
        updateTime,
        ...(entry.reviewReply
          ? { reviewReply: { comment: entry.reviewReply.comment, updateTime: entry.reviewReply.updateTime ? iso(entry.reviewReply.updateTime) : updateTime, reviewReplyState: 'APPROVED' as const } }
          : {}),
      },
    };
  });
}
