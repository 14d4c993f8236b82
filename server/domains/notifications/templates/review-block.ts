import type { TFunction } from 'i18next';
import type { Language } from '@common/languages';
import { reviewWords } from '@server/domains/reviews/review-words';
import { excerpt, formatDate, platformName, starsOf } from '../email-format';

/** What an email shows of a review. */
export type ReviewForEmail = {
  id: string;
  platform: string;
  reviewerName: string;
  title: string | null;
  reviewText: string | null;
  rating: number | null;
  /** Facebook's recommendation, shown instead of stars. */
  recommendation: 'positive' | 'negative' | null;
  reviewedAt: Date;
  /** The location's name, for an owner with several; null (or left out) for one with one. */
  location?: string | null;
};

/** Who the email is for: their interface language, the app's address and their time zone. */
export type EmailAudience = { language: Language; publicUrl: string; timeZone: string };

const FULL_TEXT_LIMIT = 1500;
const LIST_TEXT_LIMIT = 140;

export const quoted = (t: TFunction, text: string) => t('common.quote', { text });

export const keywordList = (t: TFunction, keywords: readonly string[]) => keywords.map((keyword) => quoted(t, keyword)).join(', ');

/** Facebook gives a recommendation instead of stars: a thumb and the words, where stars would be. */
const recommendationLine = (t: TFunction, recommendation: 'positive' | 'negative') => (recommendation === 'positive' ? `👍 ${t('common.recommends')}` : `👎 ${t('common.notRecommends')}`);

export const ratingLine = (t: TFunction, review: Pick<ReviewForEmail, 'rating' | 'recommendation'>) => {
  if (review.recommendation) return recommendationLine(t, review.recommendation);
  return review.rating === null ? t('common.noRating') : t('common.rating', { stars: starsOf(review.rating), rating: review.rating });
};

/** Who wrote it where and when, the stars, and the words (or a note that there are none). */
export function reviewParagraphs(t: TFunction, review: ReviewForEmail, timeZone: string): string[] {
  const byline = t(review.location ? 'common.bylineAt' : 'common.byline', {
    reviewer: review.reviewerName,
    platform: platformName(review.platform),
    date: formatDate(review.reviewedAt, timeZone),
    location: review.location,
  });
  const text = reviewWords(review)?.trim();
  return [`${byline}\n${ratingLine(t, review)}`, text ? quoted(t, excerpt(text, FULL_TEXT_LIMIT)) : t('common.noText')];
}

/** One line of a list: `★★☆☆☆ Anna (Google): “Cold food…”`. */
export function reviewListLine(t: TFunction, review: ReviewForEmail, text?: string | null): string {
  const stars = review.recommendation ? recommendationLine(t, review.recommendation) : review.rating === null ? '–' : starsOf(review.rating);
  const words = (text ?? reviewWords(review))?.trim();
  const where = [review.location, platformName(review.platform)].filter(Boolean).join(', ');
  return `${stars} ${review.reviewerName} (${where})${words ? `: ${quoted(t, excerpt(words, LIST_TEXT_LIMIT))}` : ''}`;
}

/** An email about one review of an owner with several locations says which in its subject: `[Hotel Havblik] …`. */
export const subjectAt = (review: Pick<ReviewForEmail, 'location'>, subject: string) => (review.location ? `[${review.location}] ${subject}` : subject);
