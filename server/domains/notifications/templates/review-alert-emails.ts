import { translator } from '@server/i18n/translate';
import { renderEmail } from '@server/mail/layout';
import { links, NOTIFICATIONS_NAMESPACE, platformName } from '../email-format';
import { keywordList, reviewParagraphs, subjectAt, type EmailAudience, type ReviewForEmail } from './review-block';

export type ReviewAlertKind = 'newReview' | 'lowRating' | 'keywordAlert';

/**
 * The three alerts about one new review share a layout: what happened, the review, the keywords found
 * (when any), and a button to the review. The low-rating one adds a word on why to reply soon.
 */
export function reviewAlertEmail(kind: ReviewAlertKind, review: ReviewForEmail, keywords: readonly string[], audience: EmailAudience) {
  const t = translator(audience.language, NOTIFICATIONS_NAMESPACE);
  const values = {
    reviewer: review.reviewerName,
    platform: platformName(review.platform),
    rating: review.rating ?? 0,
    keywords: keywordList(t, keywords),
  };
  // A low rating without stars is Facebook's "doesn't recommend": said in words, not as 0/5.
  const wording = kind === 'lowRating' && review.recommendation === 'negative' ? 'lowRating.notRecommended' : kind;
  return renderEmail({
    subject: subjectAt(review, t(`${wording}.subject`, values)),
    paragraphs: [
      t(`${wording}.intro`, values),
      ...reviewParagraphs(t, review, audience.timeZone),
      ...(keywords.length > 0 ? [t('common.keywords', values)] : []),
      ...(kind === 'lowRating' ? [t('lowRating.advice')] : []),
    ],
    action: { label: t(`${kind}.action`), url: links.review(audience.publicUrl, review.id) },
    footer: t('common.footer', { url: links.notificationSettings(audience.publicUrl) }),
  });
}

export const newReviewEmail = (review: ReviewForEmail, audience: EmailAudience, keywords: readonly string[] = []) =>
  reviewAlertEmail('newReview', review, keywords, audience);

/** For a 1- or 2-star review; names the keywords too when the review also matched some. */
export const lowRatingEmail = (review: ReviewForEmail, audience: EmailAudience, keywords: readonly string[] = []) =>
  reviewAlertEmail('lowRating', review, keywords, audience);

export const keywordAlertEmail = (review: ReviewForEmail, keywords: readonly string[], audience: EmailAudience) =>
  reviewAlertEmail('keywordAlert', review, keywords, audience);
