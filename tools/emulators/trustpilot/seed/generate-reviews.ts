import { createRng, deriveSeed, weighted, type Rng } from '../../google/prng';
import { seedAnchor } from '../../google/seed/generate-reviews';
import { TEXT_BANK, type BankText } from '../../google/seed/texts';
import { TRUSTPILOT_LANGUAGES, trustpilotTime, type BusinessUnit, type StoredReview, type TrustpilotLanguage } from '../types';
import { CONSUMER_LOCATIONS } from './businesses';
import { TITLES, titleMood } from './titles';

const DAY = 24 * 3600_000;
const SPREAD_DAYS = 240;
/** A Danish café's Trustpilot page: mostly Danish and English, some Swedish and German visitors. */
const LANGUAGE_WEIGHTS: [TrustpilotLanguage, number][] = [['da', 45], ['en', 35], ['sv', 10], ['de', 10]];
/** Trustpilot ratings are more polarised than Google's: many 5s, and 1s well ahead of 2s and 3s. */
const STAR_WEIGHTS: [number, number][] = [[5, 50], [4, 18], [3, 8], [2, 6], [1, 18]];
/** Beyond a demo-sized seed, same-rating texts are also joined so thousands of reviews are not all repeats. */
const COMBINE_AFTER = 60;
const HEX = '0123456789abcdef';

/** A MongoDB-style ObjectId, as Trustpilot's ids are: creation seconds in hex, then 16 random hex digits. */
const objectId = (rng: Rng, ms: number) => Math.floor(ms / 1000).toString(16).padStart(8, '0') + rng.chars(16, HEX);

export interface ReviewChoice {
  /** The language the text is written in. */
  language: TrustpilotLanguage;
  /** false leaves `language` out of the served review, as Trustpilot sometimes does. */
  languageKnown: boolean;
  stars: number;
  combine: boolean;
}

export interface ReviewContext {
  unit: BusinessUnit;
  /** The business user whose name is on replies written before the product connected. */
  ownerId: string;
}

/** One review; all randomness comes from `rng`, so the same seed gives the same review. */
function makeReview(rng: Rng, at: ReviewContext, choice: ReviewChoice, createMs: number, nowMs: number): StoredReview {
  const bank = TEXT_BANK[choice.language];
  const candidates = bank.texts.filter((t) => t.kind === 'any' || t.kind === 'cafe');
  const exact = candidates.filter((t) => t.rating === choice.stars);
  const pool: BankText[] = exact.length > 0 ? exact : candidates;
  const first = rng.pick(pool);
  const partners = pool.filter((t) => t !== first);
  const text = choice.combine && partners.length > 0 && rng.chance(0.5) ? `${first.text} ${rng.pick(partners).text}` : first.text;
  const stars = first.rating;

  const edited = rng.chance(0.06);
  const invited = rng.chance(0.55);
  const displayName = rng.pick(bank.names);
  const review: StoredReview = {
    id: objectId(rng, createMs),
    businessUnitId: at.unit.id,
    stars,
    title: rng.pick(TITLES[choice.language][titleMood(stars)]),
    text,
    ...(choice.languageKnown ? { language: choice.language } : {}),
    createdAt: trustpilotTime(createMs),
    updatedAt: edited ? trustpilotTime(Math.min(createMs + rng.int(1, 240) * 3600_000, nowMs)) : null,
    experiencedAt: trustpilotTime(Math.floor((createMs - rng.int(0, 14) * DAY) / DAY) * DAY),
    consumer: {
      id: objectId(rng, createMs - rng.int(30, 2000) * DAY),
      displayName: rng.chance(0.2) ? displayName.split(' ')[0]! : displayName,
      displayLocation: rng.pick(CONSUMER_LOCATIONS[choice.language]),
      numberOfReviews: rng.int(1, 40),
    },
    isVerified: invited || rng.chance(0.2),
    numberOfLikes: rng.chance(0.8) ? 0 : rng.int(1, 12),
    ...(invited
      ? { referenceId: `ORD-${rng.chars(6, '0123456789')}`, referralEmail: `${displayName.split(' ')[0]!.toLowerCase()}.${rng.chars(4, HEX)}@example.com` }
      : {}),
  };
  // Some older reviews were answered on Trustpilot before the product connected.
  if (nowMs - createMs > 14 * DAY && rng.chance(0.15)) {
    review.companyReply = {
      text: rng.pick(bank.ownerReplies),
      authorBusinessUserId: at.ownerId,
      createdAt: trustpilotTime(createMs + rng.int(2, 72) * 3600_000),
      updatedAt: null,
    };
  }
  return review;
}

/**
 * Language, rating and shape of the i-th review of a unit. The first reviews cover every language, a
 * review without `language`, and every rating, so even the smallest seed exercises all of them.
 */
function chooseFor(rng: Rng, index: number, languageOrder: TrustpilotLanguage[], starOrder: number[]): ReviewChoice {
  const language = index < languageOrder.length ? languageOrder[index]! : weighted(rng, LANGUAGE_WEIGHTS);
  const languageKnown = index < languageOrder.length ? true : index === languageOrder.length ? false : !rng.chance(0.1);
  const stars = index < starOrder.length ? starOrder[index]! : weighted(rng, STAR_WEIGHTS);
  return { language, languageKnown, stars, combine: index >= COMBINE_AFTER };
}

/** `perUnit` reviews for each unit, spread over the last months before the anchor day. */
export function generateReviews(randomSeed: number, units: ReviewContext[], perUnit: number, nowMs: number): StoredReview[] {
  const anchor = seedAnchor(nowMs);
  const out: StoredReview[] = [];
  for (const at of units) {
    const rng = createRng(deriveSeed(randomSeed, `trustpilot:${at.unit.id}`));
    const languageOrder = rng.shuffle(TRUSTPILOT_LANGUAGES);
    const starOrder = rng.shuffle([1, 2, 3, 4, 5]);
    for (let i = 0; i < perUnit; i++) {
      const createMs = anchor - rng.int(3600, SPREAD_DAYS * 24 * 3600) * 1000;
      out.push(makeReview(rng, at, chooseFor(rng, i, languageOrder, starOrder), createMs, anchor));
    }
  }
  return out;
}

/** One fresh review "now", for POST /__emulator/reviews; overrides pin what the caller asked for. */
export function generateLiveReview(randomSeed: number, counter: number, at: ReviewContext, nowMs: number, overrides: Partial<ReviewChoice> = {}): StoredReview {
  const rng = createRng(deriveSeed(randomSeed, `trustpilot-live:${counter}:${at.unit.id}`));
  const choice = chooseFor(rng, Number.MAX_SAFE_INTEGER, [], []);
  return makeReview(rng, at, { ...choice, combine: false, ...overrides }, nowMs, nowMs);
}
