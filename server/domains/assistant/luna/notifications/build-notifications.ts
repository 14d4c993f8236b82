import type { TLunaNotification } from '@common/schemas/luna';
import { formatTime, platformName } from '@server/domains/notifications/email-format';
import { CONNECTION_EXPIRY_WARNING_MS } from '@server/domains/platforms/expiry-warning';
import { formatLocalDate, fromLocal, toLocal, type LocalDate } from '@server/lib/zoned-time';
import type { AccountState, ConnectionState, ReplyState } from './account-state';

const DAY_MS = 24 * 3_600_000;

const PLATFORMS_PAGE = '/platforms';
const reviewPage = (reviewId: string) => `/reviews?review=${encodeURIComponent(reviewId)}`;

const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);

/**
 * Every notification the account's state calls for, dismissed or not. Each id is made from the state it
 * reports (`<code>:<what>:<which state>`), so a dismissal hides that state and a new one comes back.
 */
export function buildNotifications(state: AccountState): TLunaNotification[] {
  const notifications = [
    ...state.connections.flatMap((connection) => connectionNotifications(state, connection)),
    ...state.replies.map(replyNotification),
    ...negativeReviewsNotifications(state),
    ...scheduledTodayNotification(state),
    ...(state.connections.length === 0 ? [noPlatformNotification(state)] : []),
  ];
  // Warnings first, then the rest; newest first in each.
  const rank = (n: TLunaNotification) => (n.type === 'warning' ? 0 : 1);
  return notifications.sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

function connectionNotifications(state: AccountState, connection: ConnectionState): TLunaNotification[] {
  const { now, timeZone } = state;
  // With several locations the platform alone does not say which connection: 'Google (Hotel Havblik)'.
  const platform = connection.location ? `${platformName(connection.platform)} (${connection.location})` : platformName(connection.platform);
  const reconnect = { code: 'reconnect' as const, to: PLATFORMS_PAGE };
  const expiry = connection.tokenExpiry;
  if (!connection.isActive || (expiry && expiry <= now)) {
    // A reconnect sets a new connectedAt, so breaking again later is a new notification.
    const brokeAt = expiry && expiry <= now ? expiry : connection.connectedAt;
    return [
      {
        id: `connectionBroken:${connection.id}:${connection.connectedAt.getTime()}`,
        type: 'warning',
        code: 'connectionBroken',
        params: { platform },
        action: reconnect,
        createdAt: brokeAt.toISOString(),
      },
    ];
  }
  const found: TLunaNotification[] = [];
  if (expiry && expiry.getTime() - now.getTime() <= CONNECTION_EXPIRY_WARNING_MS) {
    const expiryDay = toLocal(expiry, timeZone);
    const warnedFrom = Math.max(connection.connectedAt.getTime(), expiry.getTime() - CONNECTION_EXPIRY_WARNING_MS);
    found.push({
      id: `connectionExpiring:${connection.id}:${formatLocalDate(expiryDay)}`,
      type: 'warning',
      code: 'connectionExpiring',
      // Calendar days in the user's zone: 0 is today, 1 tomorrow.
      params: { platform, days: daysBetween(toLocal(now, timeZone), expiryDay) },
      action: reconnect,
      createdAt: new Date(warnedFrom).toISOString(),
    });
  }
  if (connection.lastSyncError !== null) {
    // No failure time is stored: this run of failures began after the last good sync or the (re)connect.
    const since = new Date(Math.max(connection.lastSyncAt?.getTime() ?? 0, connection.connectedAt.getTime()));
    found.push({
      id: `syncFailed:${connection.id}:${since.getTime()}`,
      type: 'warning',
      code: 'syncFailed',
      // As a reply's notification: the reason as data, its English text for rows older than reasons.
      params: { platform, reason: connection.lastSyncError },
      action: reconnect,
      createdAt: since.toISOString(),
      reason: connection.lastSyncErrorCode,
    });
  }
  return found;
}

function replyNotification(reply: ReplyState): TLunaNotification {
  // The reason's code is the only mark that tells a reply the platform's moderation rejected from one whose post failed.
  const code = reply.status === 'pending' ? 'replyReturned' : reply.reason?.code === 'moderationRejected' ? 'replyRejected' : 'replyFailed';
  return {
    // Every settle of a reply writes updatedAt, so failing again after a retry is a new notification.
    id: `${code}:${reply.responseId}:${reply.updatedAt.getTime()}`,
    type: 'warning',
    code,
    params: { reviewer: reply.reviewerName, reason: reply.statusReason, ...(reply.location === null ? {} : { location: reply.location }) },
    action: { code: 'open', to: reviewPage(reply.reviewId) },
    createdAt: reply.updatedAt.toISOString(),
    reason: reply.reason,
  };
}

/**
 * The new 1-2 star reviews: one count for an owner with one location; with several, one per location that
 * has any, naming it and leading to its inbox.
 */
function negativeReviewsNotifications(state: AccountState): TLunaNotification[] {
  return state.negativeReviews.map((found): TLunaNotification => ({
    // An owner with one location keeps the id they always had, so a dismissal made before locations stands.
    id: found.location === null ? `newNegativeReviews:${found.newestArrivedAt.getTime()}` : `newNegativeReviews:${found.businessId}:${found.newestArrivedAt.getTime()}`,
    type: 'warning',
    code: 'newNegativeReviews',
    params: found.location === null ? { count: found.count } : { count: found.count, location: found.location },
    action: { code: 'review', to: found.location === null ? '/reviews?stars=1,2' : `/reviews?stars=1,2&location=${found.businessId}` },
    createdAt: found.newestArrivedAt.toISOString(),
  }));
}

function scheduledTodayNotification(state: AccountState): TLunaNotification[] {
  const found = state.scheduledToday;
  if (!found) return [];
  const today = toLocal(state.now, state.timeZone);
  return [
    {
      // One per day: dismissing it means 'I know what goes out today', however the count moves.
      id: `scheduledToday:${formatLocalDate(today)}`,
      type: 'success',
      code: 'scheduledToday',
      params: { count: found.count, time: formatTime(found.first, state.timeZone) },
      action: null,
      createdAt: fromLocal({ year: today.year, month: today.month, day: today.day, hour: 0, minute: 0 }, state.timeZone).toISOString(),
    },
  ];
}

const noPlatformNotification = (state: AccountState): TLunaNotification => ({
  id: 'noPlatform',
  type: 'info',
  code: 'noPlatform',
  params: {},
  action: { code: 'connect', to: PLATFORMS_PAGE },
  createdAt: state.userCreatedAt.toISOString(),
});
