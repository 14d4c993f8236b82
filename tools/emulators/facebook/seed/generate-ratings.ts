import { createRng, deriveSeed, weighted, type Rng } from '../../google/prng';
import { seedAnchor } from '../../google/seed/generate-reviews';
import { TEXT_BANK, type BankText } from '../../google/seed/texts';
import { LANGUAGES, type Language } from '../../google/types';
import type { FacebookPage, Person, RecommendationType, StoredComment, StoredRating } from '../types';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Recommendations replaced star ratings on 17 August 2018 (B.2); older ratings carry stars. */
export const RECOMMENDATIONS_SINCE = Date.UTC(2018, 7, 17);
const LEGACY_FROM = Date.UTC(2015, 5, 1);
const SPREAD_DAYS = 540;
/** A Danish Page's visitors write mostly Danish and English, but tourists write in every language. */
const LANGUAGE_WEIGHTS: [Language, number][] = [['da', 38], ['en', 18], ['sv', 8], ['no', 8], ['de', 9], ['fi', 4], ['fr', 6], ['es', 5], ['pt', 4]];
/** Recommendations lean positive, as on real Pages. */
const POSITIVE_SHARE = 0.8;
const STAR_WEIGHTS: [number, number][] = [[5, 45], [4, 22], [3, 10], [2, 8], [1, 15]];
/** What friends of a reviewer write under a rating, in any language. */
const FRIEND_COMMENTS = ['👍', '❤️', '😊', '👏', '+1'];
const DIGITS = '0123456789';

/** The shape of one seeded rating; the first few of each Page are fixed so even a small seed has every kind. */
interface RatingChoice {
  language: Language;
  recommendation: RecommendationType;
  /** Stars from before recommendations; with `keepRecommendation` false the rating has no recommendation_type. */
  legacy?: { stars: number; keepRecommendation: boolean };
  withText: boolean;
  withStory: boolean;
  pageComment: boolean;
  friendComment: boolean;
  hidden: boolean;
}

/** Index → role for the first ratings of a Page: both recommendations, the legacy kinds, no text, comments. */
const FIXED: Record<number, Partial<RatingChoice>> = {
  0: { recommendation: 'positive', pageComment: true },
  1: { legacy: { stars: 4, keepRecommendation: true }, withStory: false },
  2: { recommendation: 'negative' },
  3: { legacy: { stars: 2, keepRecommendation: true }, withStory: true, pageComment: true },
  4: { recommendation: 'positive', withText: false },
  5: { legacy: { stars: 5, keepRecommendation: false }, withStory: false },
  6: { recommendation: 'positive', friendComment: true, pageComment: false },
  7: { recommendation: 'negative', pageComment: true, friendComment: true },
};

function choose(rng: Rng, index: number, languageOrder: Language[]): RatingChoice {
  const fixed = FIXED[index] ?? {};
  const legacy = fixed.legacy ?? (index >= 12 && rng.chance(0.08) ? { stars: weighted(rng, STAR_WEIGHTS), keepRecommendation: !rng.chance(0.25) } : undefined);
  const recommendation: RecommendationType = legacy ? (legacy.stars >= 4 ? 'positive' : 'negative') : (fixed.recommendation ?? (rng.chance(POSITIVE_SHARE) ? 'positive' : 'negative'));
  return {
    language: index < languageOrder.length ? languageOrder[index]! : weighted(rng, LANGUAGE_WEIGHTS),
    recommendation,
    ...(legacy ? { legacy } : {}),
    withText: fixed.withText ?? !rng.chance(0.12),
    // Old ratings sometimes have no story and cannot be answered (B.2); newer ones always do.
    withStory: fixed.withStory ?? (legacy ? !rng.chance(0.4) : true),
    pageComment: fixed.pageComment ?? rng.chance(0.2),
    friendComment: fixed.friendComment ?? rng.chance(0.06),
    hidden: false,
  };
}

/** Texts that read like the recommendation: praise for positive, complaints for negative, stars for legacy. */
function textFor(rng: Rng, choice: RatingChoice): string {
  const candidates = TEXT_BANK[choice.language].texts.filter((t) => t.kind === 'any' || t.kind === 'cafe');
  const fits = (t: BankText) => (choice.legacy ? t.rating === choice.legacy.stars : choice.recommendation === 'positive' ? t.rating >= 4 : t.rating <= 3);
  const pool = candidates.filter(fits);
  return rng.pick(pool.length > 0 ? pool : candidates).text;
}

const facebookId = (rng: Rng, prefix: string, length: number) => prefix + rng.chars(length - prefix.length, DIGITS);

function makeRating(rng: Rng, page: FacebookPage, choice: RatingChoice, createdMs: number, nowMs: number, taken: Set<string>): StoredRating {
  const bank = TEXT_BANK[choice.language];
  let reviewer: Person;
  do reviewer = { id: facebookId(rng, '1', 16), name: rng.pick(bank.names) };
  while (taken.has(reviewer.id));
  taken.add(reviewer.id);
  const text = textFor(rng, choice);
  const storyId = choice.withStory ? facebookId(rng, '10', 17) : undefined;
  const comments: StoredComment[] = [];
  if (storyId && choice.friendComment) {
    const friend = { id: facebookId(rng, '1', 16), name: rng.pick(bank.names) };
    comments.push({ id: `${storyId}_${facebookId(rng, '1', 16)}`, message: rng.pick(FRIEND_COMMENTS), from: friend, createdMs: Math.min(createdMs + rng.int(1, 48) * HOUR, nowMs) });
  }
  // Pages answered some ratings on Facebook before the product connected.
  if (storyId && choice.pageComment) {
    comments.push({
      id: `${storyId}_${facebookId(rng, '1', 16)}`,
      message: rng.pick(bank.ownerReplies),
      from: { id: page.id, name: page.name },
      createdMs: Math.min(createdMs + rng.int(49, 120) * HOUR, nowMs),
    });
  }
  return {
    key: `${page.id}:${reviewer.id}`,
    pageId: page.id,
    reviewer,
    createdMs,
    ...(!choice.legacy || choice.legacy.keepRecommendation ? { recommendationType: choice.recommendation } : {}),
    ...(choice.legacy ? { rating: choice.legacy.stars } : {}),
    ...(choice.withText ? { reviewText: text } : {}),
    language: choice.language,
    ...(storyId ? { storyId } : {}),
    ...(choice.hidden ? { hidden: true } : {}),
    comments,
  };
}

/** Ratings a reviewer hid: about one in twelve on top of the visible ones, so pages come back short. */
export const hiddenPerPage = (visible: number) => Math.floor(visible / 12);

/** `perPage` visible ratings (plus hidden ones) for each Page, spread over the months before the anchor day. */
export function generateRatings(randomSeed: number, pages: FacebookPage[], perPage: number, nowMs: number): StoredRating[] {
  const anchor = seedAnchor(nowMs);
  const out: StoredRating[] = [];
  for (const page of pages) {
    const rng = createRng(deriveSeed(randomSeed, `facebook:${page.id}`));
    const languageOrder = rng.shuffle(LANGUAGES);
    const taken = new Set<string>();
    const total = perPage + hiddenPerPage(perPage);
    for (let i = 0; i < total; i++) {
      const choice = i < perPage ? choose(rng, i, languageOrder) : { ...choose(rng, Number.MAX_SAFE_INTEGER, []), legacy: undefined, withStory: true, hidden: true };
      const createdMs = choice.legacy
        ? rng.int(LEGACY_FROM, RECOMMENDATIONS_SINCE - DAY)
        : Math.max(RECOMMENDATIONS_SINCE, anchor - rng.int(3600, SPREAD_DAYS * 24 * 3600) * 1000);
      out.push(makeRating(rng, page, choice, createdMs, anchor, taken));
    }
  }
  return out;
}

export interface LiveRatingOverrides {
  recommendation?: RecommendationType;
  language?: Language;
  withText?: boolean;
  withStory?: boolean;
  legacyStars?: number;
}

/** One fresh rating "now", for POST /__emulator/ratings; overrides pin what the caller asked for. */
export function generateLiveRating(randomSeed: number, counter: number, page: FacebookPage, nowMs: number, taken: Set<string>, overrides: LiveRatingOverrides = {}): StoredRating {
  const rng = createRng(deriveSeed(randomSeed, `facebook-live:${counter}:${page.id}`));
  const choice: RatingChoice = { ...choose(rng, Number.MAX_SAFE_INTEGER, []), pageComment: false, friendComment: false, withStory: overrides.withStory ?? true };
  if (overrides.recommendation) choice.recommendation = overrides.recommendation;
  if (overrides.language) choice.language = overrides.language;
  if (overrides.withText !== undefined) choice.withText = overrides.withText;
  if (overrides.legacyStars) choice.legacy = { stars: overrides.legacyStars, keepRecommendation: overrides.recommendation !== undefined };
  return makeRating(rng, page, choice, nowMs, nowMs, taken);
}
