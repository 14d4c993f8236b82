import type { Language } from '@common/languages';
import { isTopicId } from '@common/topics';
import { topicLabel } from '@server/domains/assistant/insight/topic-labels';
import { excerpt, formatAverage, formatDate } from '@server/domains/notifications/email-format';
import { CONNECTION_EXPIRY_WARNING_MS } from '@server/domains/platforms/expiry-warning';
import type { AccountFacts, ReplyItem } from './account-facts';
import { bullet, chatTranslator, dateAndTime, inAppLink, paragraphs, plain, starText, type Answer } from './answer-format';
import type { DataIntent } from './intents';
import { approveFiveStarLabel, listOf, platformLabel, screenLabels } from './screen-labels';

/** How much of a negative review's text an answer quotes. */
const QUOTE_LENGTH = 120;

const pending: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const { pending: count, fiveStarReady, failed } = await facts.pending();
  const link = inAppLink(t('pending.link'), '/reviews');
  if (count === 0) return paragraphs(t('pending.none'), link);
  return paragraphs(
    [
      t('pending.count', { count }),
      fiveStarReady > 0
        ? t('pending.fiveStar', { count: fiveStarReady, bulkMenu: screenLabels(language).bulkMenu, bulkAction: approveFiveStarLabel(language, fiveStarReady) })
        : t('pending.fiveStarNone'),
      failed > 0 ? t('pending.failed', { count: failed }) : '',
    ]
      .filter(Boolean)
      .join(' '),
    link,
  );
};

/** A reply in a list: when, to whom, how many stars, where. */
function replyLine(t: ReturnType<typeof chatTranslator>, key: string, item: ReplyItem, timeZone: string) {
  return bullet(t(key, { ...dateAndTime(item.at, timeZone), reviewer: plain(item.reviewerName), rating: starText(item), platform: platformLabel(item.platform) }));
}

const scheduled: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const [{ count, next }, settings, timeZone] = await Promise.all([facts.scheduled(), facts.settings(), facts.timeZone()]);
  const now = facts.now().getTime();
  const stars = settings?.autoApproveStars ?? [];
  const autoState = stars.length > 0 ? t('scheduled.autoOn', { stars: listOf(stars.map((star) => `${star}★`), language) }) : t('scheduled.autoOff');
  if (count === 0) return paragraphs(t('scheduled.none'), autoState);
  return paragraphs(
    [
      t('scheduled.count', { count }),
      ...next.map((item) => replyLine(t, item.at.getTime() <= now ? 'scheduled.itemDue' : 'scheduled.item', item, timeZone)),
      ...(count > next.length ? [t('common.more', { count: count - next.length })] : []),
    ].join('\n'),
    t('common.timeZone', { timeZone }),
    autoState,
    inAppLink(t('common.historyLink'), '/reviews/history'),
  );
};

const posted: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const [{ since, count, latest }, timeZone] = await Promise.all([facts.postedThisWeek(), facts.timeZone()]);
  const sinceText = formatDate(since, timeZone);
  if (count === 0) return t('posted.none', { since: sinceText });
  return paragraphs(
    [
      t('posted.count', { count, since: sinceText }),
      ...latest.map((item) => replyLine(t, 'posted.item', item, timeZone)),
      ...(count > latest.length ? [t('common.more', { count: count - latest.length })] : []),
    ].join('\n'),
    t('common.timeZone', { timeZone }),
    inAppLink(t('common.historyLink'), '/reviews/history'),
  );
};

const rating: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const { overall, last30, previous30, perStar, recommendations } = await facts.rating();
  const recommended = recommendations.positive + recommendations.negative > 0 ? t('rating.recommendations', { ...recommendations }) : '';
  if (overall.count === 0 || overall.average === null) return paragraphs(t('rating.none'), ...(recommended ? [recommended] : []));
  const average = (value: number) => formatAverage(value, language);
  const period = (key: 'last30' | 'previous30', value: typeof last30) =>
    value.count > 0 && value.average !== null ? t(`rating.${key}`, { count: value.count, average: average(value.average) }) : t(`rating.${key}None`);
  let trend = '';
  if (last30.average !== null && previous30.average !== null) {
    const change = Math.round((last30.average - previous30.average) * 10) / 10;
    trend = change === 0 ? t('rating.same') : t(change > 0 ? 'rating.up' : 'rating.down', { change: average(Math.abs(change)) });
  }
  const list = ([5, 4, 3, 2, 1] as const).map((stars) => `${stars}★ ${perStar[stars]}`).join(' · ');
  return paragraphs(
    t('rating.overall', { count: overall.count, average: average(overall.average) }),
    [period('last30', last30), period('previous30', previous30), trend].filter(Boolean).join('\n'),
    t('rating.perStar', { list }),
    ...(recommended ? [recommended] : []),
    inAppLink(screenLabels(language).dashboard, '/dashboard'),
  );
};

/** What the AI Insights found praised or criticised in the last 90 days, with counts. */
async function topicSummary(language: Language, facts: AccountFacts, feeling: 'praised' | 'criticised') {
  const t = chatTranslator(language);
  const { reviewsRead, topics } = await facts.topics(feeling);
  const kind = feeling === 'praised' ? 'praise' : 'complaints';
  if (reviewsRead === 0) return t('topics.noInsights');
  if (topics.length === 0) return t(`topics.${kind}None`, { count: reviewsRead });
  return [
    t(`topics.${kind}Intro`, { count: reviewsRead }),
    ...topics.map((topic) => bullet(t('topics.line', { label: isTopicId(topic.topic) ? topicLabel(topic.topic, language) : plain(topic.label), count: topic.count }))),
  ].join('\n');
}

const praise: Answer = async (language, facts) =>
  paragraphs(await topicSummary(language, facts, 'praised'), inAppLink(screenLabels(language).reviewsScreen, '/reviews'));

const complaints: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const [summary, negative, timeZone] = await Promise.all([topicSummary(language, facts, 'criticised'), facts.negativeReviews(), facts.timeZone()]);
  const latest =
    negative.length === 0
      ? t('topics.negativeNone')
      : [
          t('topics.negativeIntro'),
          ...negative.map((review) => {
            const link = inAppLink(
              t('topics.negativeLabel', { reviewer: plain(review.reviewerName), rating: starText(review), date: formatDate(review.reviewedAt, timeZone) }),
              `/reviews?review=${encodeURIComponent(review.id)}`,
            );
            return bullet(review.text?.trim() ? t('topics.negativeItem', { link, quote: plain(excerpt(review.text, QUOTE_LENGTH)) }) : link);
          }),
        ].join('\n');
  return paragraphs(summary, latest);
};

const connections: Answer = async (language, facts) => {
  const t = chatTranslator(language);
  const [list, timeZone] = await Promise.all([facts.connections(), facts.timeZone()]);
  const link = inAppLink(screenLabels(language).platforms, '/platforms');
  if (list.length === 0) return paragraphs(t('connections.none'), link);
  const now = facts.now().getTime();
  const lines = list.map((connection) => {
    const details = [
      t(connection.isActive ? 'connections.active' : 'connections.inactive'),
      connection.lastSyncAt ? t('connections.lastSync', dateAndTime(connection.lastSyncAt, timeZone)) : t('connections.neverSynced'),
      connection.lastSyncFailed ? t('connections.syncFailed') : '',
    ];
    if (connection.tokenExpiry) {
      const left = connection.tokenExpiry.getTime() - now;
      const key = left <= 0 ? 'connections.expired' : left < CONNECTION_EXPIRY_WARNING_MS ? 'connections.expiresSoon' : 'connections.expires';
      details.push(t(key, { date: formatDate(connection.tokenExpiry, timeZone) }));
    }
    return bullet(t('connections.item', { platform: platformLabel(connection.platform), name: plain(connection.name), details: details.filter(Boolean).join(', ') }));
  });
  return paragraphs(lines.join('\n'), link);
};

/** Answers from the account's own figures; each says so when there is nothing to count. */
export const DATA_ANSWERS: Record<DataIntent, Answer> = { pending, scheduled, posted, rating, praise, complaints, connections };
