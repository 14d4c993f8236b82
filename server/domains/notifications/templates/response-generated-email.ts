import type { ResponseStatus } from '@common/schemas/reviews';
import { translator } from '@server/i18n/translate';
import { renderEmail } from '@server/mail/layout';
import { excerpt, formatDate, formatTime, links, NOTIFICATIONS_NAMESPACE, platformName } from '../email-format';
import { reviewParagraphs, subjectAt, type EmailAudience, type ReviewForEmail } from './review-block';

export type ResponseForEmail = { id: string; responseText: string; status: ResponseStatus; scheduledFor: Date | null; postedAt: Date | null };

/** What happens next with the reply: it waits for approval, is scheduled by auto-approval, or is out. */
function nextStep(t: ReturnType<typeof translator>, review: ReviewForEmail, response: ResponseForEmail, timeZone: string) {
  if (response.status === 'posted') return t('responseGenerated.posted', { platform: platformName(review.platform) });
  if (response.status === 'approved' && response.scheduledFor) {
    return t('responseGenerated.scheduled', { date: formatDate(response.scheduledFor, timeZone), time: formatTime(response.scheduledFor, timeZone) });
  }
  return t('responseGenerated.pending');
}

/** A reply has been drafted: the review, the suggested reply and what happens next, with a link to it. */
export function responseGeneratedEmail(review: ReviewForEmail, response: ResponseForEmail, audience: EmailAudience) {
  const t = translator(audience.language, NOTIFICATIONS_NAMESPACE);
  const values = { reviewer: review.reviewerName, platform: platformName(review.platform) };
  return renderEmail({
    subject: subjectAt(review, t('responseGenerated.subject', values)),
    paragraphs: [
      t('responseGenerated.intro', values),
      ...reviewParagraphs(t, review, audience.timeZone),
      `${t('responseGenerated.replyLabel')}\n${excerpt(response.responseText, 3000)}`,
      nextStep(t, review, response, audience.timeZone),
    ],
    action: { label: t('responseGenerated.action'), url: links.review(audience.publicUrl, review.id) },
    footer: t('common.footer', { url: links.notificationSettings(audience.publicUrl) }),
  });
}
