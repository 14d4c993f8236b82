import { z } from 'zod';
import { readSeedJson } from '../../shared/seed-input';
import { TRUSTPILOT_LANGUAGES, trustpilotTime, type BusinessUnit, type StoredReview } from '../types';

/**
 * A seed file lets anyone try the product with their own Trustpilot reviews: a JSON array of reviews,
 * or a saved list response `{ "reviews": [...] }` (optionally with `businessUnitName`). Only `stars`
 * and `text` are required; unknown fields, such as `links` in a saved response, are ignored.
 */

/** Trustpilot's own timestamps carry no offset and mean UTC; ones with an offset are accepted too. */
const timestamp = z
  .string()
  .transform((s) => Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(s) ? s : `${s}Z`))
  .refine((ms) => !Number.isNaN(ms), 'must be a timestamp such as 2026-05-01T12:00:00');

const seedReview = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, - and _ only').optional(),
  stars: z.int().min(1).max(5),
  title: z.string().optional(),
  text: z.string(),
  language: z.enum(TRUSTPILOT_LANGUAGES).optional(),
  createdAt: timestamp.optional(),
  consumer: z.object({ displayName: z.string().min(1).optional(), displayLocation: z.string().optional() }).optional(),
  companyReply: z.object({ text: z.string().min(1), createdAt: timestamp.optional() }).optional(),
});

const seedArraySchema = z.array(seedReview);
const seedObjectSchema = z.object({ businessUnitName: z.string().min(1).optional(), reviews: z.array(seedReview) });

export interface SeedFileContents {
  businessUnitName?: string;
  reviews: z.infer<typeof seedReview>[];
}

export function readSeedFile(path: string): SeedFileContents {
  const raw = readSeedJson('Trustpilot', path);
  // Picking the schema by shape (not a union) lets the error name the exact field that is wrong.
  const parsed = Array.isArray(raw) ? seedArraySchema.transform((reviews) => ({ reviews })).safeParse(raw) : seedObjectSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Trustpilot emulator: seed file ${path} is not a list of reviews: at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The file's reviews on one unit; a missing createdAt counts back an hour per entry. */
export function reviewsFromSeedFile(contents: SeedFileContents, unit: BusinessUnit, ownerId: string, nowMs: number): StoredReview[] {
  const seen = new Set<string>();
  return contents.reviews.map((entry, index) => {
    const id = entry.id ?? `5eedf11e${String(index + 1).padStart(16, '0')}`;
    if (seen.has(id)) throw new Error(`Trustpilot emulator: seed file repeats id ${id}`);
    seen.add(id);
    const createdMs = entry.createdAt ?? nowMs - (index + 1) * 3600_000;
    return {
      id,
      businessUnitId: unit.id,
      stars: entry.stars,
      title: entry.title ?? '',
      text: entry.text,
      ...(entry.language ? { language: entry.language } : {}),
      createdAt: trustpilotTime(createdMs),
      updatedAt: null,
      experiencedAt: trustpilotTime(createdMs),
      consumer: {
        id: `5eedc0de${String(index + 1).padStart(16, '0')}`,
        displayName: entry.consumer?.displayName ?? 'Trustpilot user',
        displayLocation: entry.consumer?.displayLocation ?? unit.country,
        numberOfReviews: 1,
      },
      isVerified: false,
      numberOfLikes: 0,
      ...(entry.companyReply
        ? { companyReply: { text: entry.companyReply.text, authorBusinessUserId: ownerId, createdAt: trustpilotTime(entry.companyReply.createdAt ?? createdMs), updatedAt: null } }
        : {}),
    };
  });
}
