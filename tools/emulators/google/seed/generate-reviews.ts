import { createRng, deriveSeed, weighted, type Rng } from '../prng';
import { LANGUAGES, starOf, type Language, type StoredReview } from '../types';
import { reviewParent, type SeedLocation } from './businesses';
import { TEXT_BANK, type BankText } from './texts';
import { wrapInTranslationEnvelope } from './translation-envelope';

const DAY = 24 * 60 * 60 * 1000;
/** How far back seeded reviews reach. */
const SPREAD_DAYS = 180;

/** Danish businesses get mostly Danish and English reviews, but tourists write in every language. */
const LANGUAGE_WEIGHTS: [Language, number][] = [
  ['da', 34], ['en', 16], ['sv', 9], ['no', 8], ['de', 9], ['fi', 5], ['fr', 7], ['es', 6], ['pt', 6],
];
/** Google ratings lean positive; 1-star outnumbers 2-star, as on real profiles. */
const RATING_WEIGHTS: [number, number][] = [[5, 45], [4, 24], [3, 12], [2, 8], [1, 11]];

/** Whole texts only for a demo-sized seed; beyond it, same-rating texts are also joined for variety. */
const COMBINE_AFTER = 60;
const REVIEW_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const iso = (ms: number) => new Date(ms).toISOString();

/** Seeded reviews stay in the past of a fixed day, so two runs on the same day produce identical data. */
export const seedAnchor = (nowMs: number) => Math.floor(nowMs / DAY) * DAY;

interface ReviewChoice {
  language: Language;
  rating: number;
  ratingOnly: boolean;
  combine: boolean;
}

/** Builds one review for a location; all randomness comes from `rng`, so the output is reproducible. */
export function makeReview(rng: Rng, location: SeedLocation, choice: ReviewChoice, createMs: number, nowMs: number): StoredReview {
  const bank = TEXT_BANK[choice.language];
  const candidates = bank.texts.filter((t) => t.kind === 'any' || t.kind === location.kind);
  const exact = candidates.filter((t) => t.rating === choice.rating);
  const pool: BankText[] = exact.length > 0 ? exact : candidates;
  const first = rng.pick(pool);
  const rating = first.rating;

  let comment: string | undefined;
  if (!choice.ratingOnly) {
    const partners = pool.filter((t) => t !== first && t.rating === rating);
    if (choice.combine && partners.length > 0 && rng.chance(0.5)) {
      comment = `${first.text} ${rng.pick(partners).text}`;
    } else if (first.translation && rng.chance(0.6)) {
      comment = wrapInTranslationEnvelope(first.text, first.translation, rng.chance(0.5) ? 'translation-first' : 'original-first');
    } else {
      comment = first.text;
    }
  }

  const reviewId = `AbFvOq${rng.chars(38, REVIEW_ID_ALPHABET)}`;
  const anonymous = rng.chance(0.04);
  const fullName = rng.pick(bank.names);
  const displayName = rng.chance(0.15) ? fullName.split(' ')[0]! : fullName;
  const edited = rng.chance(0.06);
  const updateMs = edited ? Math.min(createMs + rng.int(1, 10 * 24) * 3600_000, nowMs) : createMs;
  const parent = reviewParent(location);
  const stored: StoredReview = {
    language: choice.ratingOnly ? undefined : choice.language,
    review: {
      name: `${parent}/reviews/${reviewId}`,
      reviewId,
      reviewer: anonymous
        ? { displayName: 'A Google User', isAnonymous: true }
        : { displayName, profilePhotoUrl: `https://lh3.googleusercontent.com/a-/ALV-Uj${rng.chars(24, REVIEW_ID_ALPHABET)}=s120-c-rp-mo-br100` },
      starRating: starOf(rating),
      ...(comment === undefined ? {} : { comment }),
      createTime: iso(createMs),
      updateTime: iso(updateMs),
      // The field exists since 2026-07 (A.4); the URL's format is not documented, this one is invented.
      reviewReplyUrl: `https://business.google.com/reviews/l/${location.location.name.split('/')[1]}?review=${reviewId}`,
    },
  };
  if (rng.chance(0.03)) {
    stored.review.reviewMediaItems = [
      { thumbnailUrl: `https://lh3.googleusercontent.com/p/AF1Qip${rng.chars(30, REVIEW_ID_ALPHABET)}=w300-h300`, thumbnailLabel: 'Photo' },
    ];
  }
  // Some older reviews were already answered on Google before the product connected.
  if (nowMs - createMs > 14 * DAY && rng.chance(0.12)) {
    const replyBank = stored.language ? TEXT_BANK[stored.language] : TEXT_BANK.da;
    stored.review.reviewReply = {
      comment: rng.pick(replyBank.ownerReplies),
      updateTime: iso(updateMs + rng.int(2, 72) * 3600_000),
      reviewReplyState: 'APPROVED',
    };
  }
  return stored;
}

/** Picks language, rating and text shape for the i-th review of a location. */
function chooseFor(rng: Rng, index: number, languageOrder: Language[], ratingOrder: number[]): ReviewChoice {
  // The first nine reviews of each location cover every language and the first five every rating,
  // so even the smallest seed exercises all of them.
  const language = index < languageOrder.length ? languageOrder[index]! : weighted(rng, LANGUAGE_WEIGHTS);
  const rating = index < ratingOrder.length ? ratingOrder[index]! : weighted(rng, RATING_WEIGHTS);
  const ratingOnly = index >= languageOrder.length && rng.chance(0.12);
  return { language, rating, ratingOnly, combine: index >= COMBINE_AFTER };
}

/** `perLocation` reviews for each location, spread over the last months before the anchor day. */
export function generateReviews(randomSeed: number, locations: SeedLocation[], perLocation: number, nowMs: number): StoredReview[] {
  const anchor = seedAnchor(nowMs);
  const out: StoredReview[] = [];
  for (const location of locations) {
    const rng = createRng(deriveSeed(randomSeed, location.location.name));
    const languageOrder = rng.shuffle(LANGUAGES);
    const ratingOrder = rng.shuffle([1, 2, 3, 4, 5]);
    for (let i = 0; i < perLocation; i++) {
      const choice = chooseFor(rng, i, languageOrder, ratingOrder);
      const createMs = anchor - rng.int(3600, SPREAD_DAYS * 24 * 3600) * 1000;
      out.push(makeReview(rng, location, choice, createMs, anchor));
    }
  }
  return out;
}

export interface LiveReviewOverrides {
  language?: Language;
  rating?: number;
  ratingOnly?: boolean;
}

/** One fresh review "now", for the live demo and for POST /__emulator/reviews without a text. */
export function generateLiveReview(randomSeed: number, counter: number, location: SeedLocation, nowMs: number, overrides: LiveReviewOverrides = {}): StoredReview {
  const rng = createRng(deriveSeed(randomSeed, `live:${counter}:${location.location.name}`));
  const choice = chooseFor(rng, Number.MAX_SAFE_INTEGER, [], []);
  return makeReview(
    rng,
    location,
    {
      language: overrides.language ?? choice.language,
      rating: overrides.rating ?? choice.rating,
      ratingOnly: overrides.ratingOnly ?? choice.ratingOnly,
      combine: false,
    },
    nowMs,
    nowMs,
  );
}
