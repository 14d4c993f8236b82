import { translator } from '@server/i18n/translate';
import { renderEmail } from '@server/mail/layout';
import { formatAverage, formatDate, links, NOTIFICATIONS_NAMESPACE } from '../email-format';
import { reviewListLine, type EmailAudience, type ReviewForEmail } from './review-block';

/** What a digest says about one period (see composeDigest). */
export type DigestContent = {
  since: Date;
  until: Date;
  newReviews: number;
  /** Of the new reviews that have stars; null when none has. */
  averageRating: number | null;
  /** Facebook's recommendations among the new reviews, which have no stars to average. */
  newRecommendations: { positive: number; negative: number };
  /** Of every review the account holds; null when none has stars. */
  overallAverageRating: number | null;
  repliesPosted: number;
  /** Reviews waiting for a reply now. */
  pending: number;
  /** A few of the new reviews, newest first. */
  newest: ReviewForEmail[];
  /** Each location's new and waiting reviews, for an owner with several (empty otherwise). */
  byLocation: Array<{ location: string; newReviews: number; pending: number }>;
};

/** The daily or weekly summary: the counts, the averages, a nudge when reviews wait, the newest reviews. */
export function digestEmail(frequency: 'daily' | 'weekly', digest: DigestContent, audience: EmailAudience) {
  const t = translator(audience.language, NOTIFICATIONS_NAMESPACE);
  const { language, timeZone } = audience;
  const subject =
    frequency === 'daily'
      ? t('digest.dailySubject', { date: formatDate(digest.until, timeZone) })
      : t('digest.weeklySubject', { from: formatDate(digest.since, timeZone), to: formatDate(digest.until, timeZone) });
  const figures = [
    t('digest.newReviews', { count: digest.newReviews }),
    ...(digest.averageRating !== null ? [t('digest.averageNew', { average: formatAverage(digest.averageRating, language) })] : []),
    ...(digest.newRecommendations.positive + digest.newRecommendations.negative > 0 ? [t('digest.recommendationsNew', digest.newRecommendations)] : []),
    t('digest.repliesPosted', { count: digest.repliesPosted }),
    t('digest.pending', { count: digest.pending }),
    ...(digest.overallAverageRating !== null ? [t('digest.averageOverall', { average: formatAverage(digest.overallAverageRating, language) })] : []),
  ];
  return renderEmail({
    subject,
    paragraphs: [
      t(frequency === 'daily' ? 'digest.dailyIntro' : 'digest.weeklyIntro'),
      figures.join('\n'),
      ...(digest.byLocation.length > 0
        ? [
            [
              t('digest.byLocation'),
              ...digest.byLocation.map(({ location, newReviews, pending }) => `${location}: ${t('digest.newReviews', { count: newReviews })} · ${t('digest.pending', { count: pending })}`),
            ].join('\n'),
          ]
        : []),
      ...(digest.pending > 0 ? [t('digest.pendingNudge')] : []),
      ...(digest.newest.length > 0 ? [[t('digest.newest'), ...digest.newest.map((review) => reviewListLine(t, review))].join('\n')] : []),
    ],
    action: { label: t('digest.action'), url: links.reviews(audience.publicUrl) },
    footer: t('common.footer', { url: links.notificationSettings(audience.publicUrl) }),
  });
}
