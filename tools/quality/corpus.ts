import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES } from '@common/languages';
import { TOPIC_IDS } from '@common/topics';

/** The businesses a corpus review can be written about; each is signed by its own name. */
export const CORPUS_INDUSTRIES = ['cafe', 'restaurant', 'hotel', 'salon', 'clinic', 'shop'] as const;

const topics = z.array(z.enum(TOPIC_IDS));

export const ZCorpusReview = z
  .object({
    id: z.string().min(1),
    industry: z.enum(CORPUS_INDUSTRIES),
    reviewer: z.string().min(1),
    firstName: z.string().min(1).nullable(),
    rating: z.number().int().min(1).max(5),
    text: z.string().min(1).nullable(),
    praised: topics,
    criticised: topics,
  })
  .refine((review) => !review.praised.some((topic) => review.criticised.includes(topic)), 'a topic is either praised or criticised');
export type CorpusReview = z.infer<typeof ZCorpusReview>;

export const ZCorpus = z.object({
  language: z.enum(LANGUAGES),
  businesses: z.record(z.enum(CORPUS_INDUSTRIES), z.string().min(1)),
  reviews: z.array(ZCorpusReview).min(1),
});
export type Corpus = z.infer<typeof ZCorpus> & { file: string; set: 'development' | 'holdout' | 'unseen' | 'other' };

const here = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = path.join(here, 'corpus');
export const HOLDOUT_DIR = path.join(here, 'holdout');
export const UNSEEN_DIR = path.join(here, 'unseen');

export function loadCorpus(file: string, set: Corpus['set'] = 'other'): Corpus {
  const parsed = ZCorpus.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  for (const review of parsed.data.reviews) {
    if (!parsed.data.businesses[review.industry]) throw new Error(`${file}: ${review.id} is about a ${review.industry}, which the corpus does not name`);
  }
  return { ...parsed.data, file, set };
}

/**
 * The project's own corpora: the development set; the first held-out set, read while tuning since 2026-11-25; and
 * the unseen set, written by other hands that never read the engine, which nobody tuning the engine reads.
 */
export function projectCorpora(): Corpus[] {
  const load = (dir: string, set: Corpus['set']) =>
    (existsSync(dir) ? readdirSync(dir) : [])
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => loadCorpus(path.join(dir, name), set));
  return [...load(CORPUS_DIR, 'development'), ...load(HOLDOUT_DIR, 'holdout'), ...load(UNSEEN_DIR, 'unseen')];
}
