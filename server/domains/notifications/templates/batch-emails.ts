import { translator } from '@server/i18n/translate';
import { renderEmail } from '@server/mail/layout';
import { links, NOTIFICATIONS_NAMESPACE } from '../email-format';
import type { ReviewAlertKind } from './review-alert-emails';
import { reviewListLine, type EmailAudience, type ReviewForEmail } from './review-block';

/** How many reviews or replies a batch email lists by name; the rest are counted. */
export const BATCH_LIST_LIMIT = 10;

const newestFirst = <T extends { review: ReviewForEmail }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.review.reviewedAt.getTime() - a.review.reviewedAt.getTime());

/**
 * Many review alerts at once (a first import, a busy day) come as one email: how many, how many with a
 * low rating or a keyword, and the newest few.
 */
export function reviewBatchEmail(items: readonly { review: ReviewForEmail; kind: ReviewAlertKind; keywords: readonly string[] }[], audience: EmailAudience) {
  const t = translator(audience.language, NOTIFICATIONS_NAMESPACE);
  const count = items.length;
  const lowRatings = items.filter((item) => item.review.rating !== null && item.review.rating <= 2).length;
  const keywordMatches = items.filter((item) => item.keywords.length > 0).length;
  const listed = newestFirst(items).slice(0, BATCH_LIST_LIMIT);
  const counts = [
    ...(lowRatings > 0 ? [t('reviewBatch.lowRatings', { count: lowRatings })] : []),
    ...(keywordMatches > 0 ? [t('reviewBatch.keywordMatches', { count: keywordMatches })] : []),
  ];
  return renderEmail({
    subject: t('reviewBatch.subject', { count }),
    paragraphs: [
      t('reviewBatch.intro', { count }),
      ...(counts.length > 0 ? [counts.join('\n')] : []),
      [t('reviewBatch.newest'), ...listed.map((item) => reviewListLine(t, item.review))].join('\n'),
      ...(count > listed.length ? [t('reviewBatch.more', { count: count - listed.length })] : []),
    ],
    action: { label: t('reviewBatch.action'), url: links.reviews(audience.publicUrl) },
    footer: t('common.footer', { url: links.notificationSettings(audience.publicUrl) }),
  });
}

/** Many drafted replies at once: how many, and the newest few with the start of each reply. */
export function responseBatchEmail(items: readonly { review: ReviewForEmail; responseText: string }[], audience: EmailAudience) {
  const t = translator(audience.language, NOTIFICATIONS_NAMESPACE);
  const count = items.length;
  const listed = newestFirst(items).slice(0, BATCH_LIST_LIMIT);
  return renderEmail({
    subject: t('responseBatch.subject', { count }),
    paragraphs: [
      t('responseBatch.intro', { count }),
      [t('responseBatch.newest'), ...listed.map((item) => reviewListLine(t, item.review, item.responseText))].join('\n'),
      ...(count > listed.length ? [t('responseBatch.more', { count: count - listed.length })] : []),
    ],
    action: { label: t('responseBatch.action'), url: links.reviews(audience.publicUrl) },
    footer: t('common.footer', { url: links.notificationSettings(audience.publicUrl) }),
  });
}
