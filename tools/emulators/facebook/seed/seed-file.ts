import { z } from 'zod';
import { LANGUAGES } from '../../google/types';
import { readSeedJson } from '../../shared/seed-input';
import { RECOMMENDATION_TYPES, type FacebookPage, type StoredRating } from '../types';

/**
 * A seed file lets anyone try the product with their own Facebook ratings: a JSON array of ratings,
 * or `{ "pageName": "…", "ratings": [...] }`, in Graph's field names. Each needs recommendation_type or
 * a legacy rating; unknown fields are ignored.
 */

const timestamp = z
  .string()
  .transform((s) => Date.parse(s.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')))
  .refine((ms) => !Number.isNaN(ms), 'must be a timestamp such as 2026-05-01T12:00:00+0000');

const seedRating = z
  .object({
    recommendation_type: z.enum(RECOMMENDATION_TYPES).optional(),
    rating: z.int().min(1).max(5).optional(),
    review_text: z.string().min(1).optional(),
    created_time: timestamp.optional(),
    reviewer: z.object({ name: z.string().min(1) }).optional(),
    language: z.enum(LANGUAGES).optional(),
    /** false: an old rating without open_graph_story, which cannot be answered. */
    story: z.boolean().optional(),
    page_comment: z.object({ message: z.string().min(1), created_time: timestamp.optional() }).optional(),
  })
  .refine((r) => r.recommendation_type !== undefined || r.rating !== undefined, 'needs recommendation_type or rating');

const seedArraySchema = z.array(seedRating);
const seedObjectSchema = z.object({ pageName: z.string().min(1).optional(), ratings: z.array(seedRating) });

export interface SeedFileContents {
  pageName?: string;
  ratings: z.infer<typeof seedRating>[];
}

export function readSeedFile(path: string): SeedFileContents {
  const raw = readSeedJson('Facebook', path);
  // Picking the schema by shape (not a union) lets the error name the exact field that is wrong.
  const parsed = Array.isArray(raw) ? seedArraySchema.transform((ratings) => ({ ratings })).safeParse(raw) : seedObjectSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Facebook emulator: seed file ${path} is not a list of ratings: at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The file's ratings on one Page; a missing created_time counts back an hour per entry. Ids are numbered. */
export function ratingsFromSeedFile(contents: SeedFileContents, page: FacebookPage, nowMs: number): StoredRating[] {
  return contents.ratings.map((entry, index) => {
    const number = String(index + 1).padStart(8, '0');
    const reviewer = { id: `19000000${number}`, name: entry.reviewer?.name ?? 'Facebook user' };
    const storyId = entry.story === false ? undefined : `100000000${number}`;
    const createdMs = entry.created_time ?? nowMs - (index + 1) * 3600_000;
    return {
      key: `${page.id}:${reviewer.id}`,
      pageId: page.id,
      reviewer,
      createdMs,
      ...(entry.recommendation_type ? { recommendationType: entry.recommendation_type } : {}),
      ...(entry.rating ? { rating: entry.rating } : {}),
      ...(entry.review_text ? { reviewText: entry.review_text } : {}),
      ...(entry.language ? { language: entry.language } : {}),
      ...(storyId ? { storyId } : {}),
      comments:
        storyId && entry.page_comment
          ? [{ id: `${storyId}_1`, message: entry.page_comment.message, from: { id: page.id, name: page.name }, createdMs: entry.page_comment.created_time ?? createdMs }]
          : [],
    };
  });
}
