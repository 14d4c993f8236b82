import { LUNA_NOTIFICATION_CODES, type TLunaNotification } from '@common/schemas/luna';
import type { AppContext } from '@server/app-context';
import type { SessionUser } from '@server/domains/auth/sessions';
import { getSettings } from '@server/domains/settings/settings.repo';
import { badRequest, notFound } from '@server/http/errors';
import { readAccountState } from './account-state';
import { buildNotifications } from './build-notifications';
import { dismiss, dismissedAmong } from './dismissals';
import { findPanelVisit, negativeReviewsSince } from './panel-visits';

/**
 * At most this many reply notifications are listed, newest first: a platform outage can fail hundreds of
 * posts at once, and the panel is no place for hundreds of cards (the inbox lists them all).
 */
export const MAX_REPLY_NOTIFICATIONS = 20;
const REPLY_CODES = new Set<TLunaNotification['code']>(['replyFailed', 'replyReturned', 'replyRejected']);

/** Every notification the account's state calls for now, dismissed ones included. */
async function allNotifications(ctx: AppContext, user: SessionUser) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const [settings, visit] = await Promise.all([getSettings(db, user.id), findPanelVisit(db, user.id)]);
  const state = await readAccountState(db, {
    userId: user.id,
    userCreatedAt: user.createdAt,
    timeZone: settings.timeZone,
    now,
    negativeReviewsSince: negativeReviewsSince(visit, user.createdAt, now),
  });
  return buildNotifications(state);
}

export async function listNotifications(ctx: AppContext, user: SessionUser): Promise<TLunaNotification[]> {
  const all = await allNotifications(ctx, user);
  const dismissed = await dismissedAmong(
    ctx.database.db,
    user.id,
    all.map((n) => n.id),
  );
  let replies = 0;
  return all.filter((n) => !dismissed.has(n.id) && (!REPLY_CODES.has(n.code) || ++replies <= MAX_REPLY_NOTIFICATIONS));
}

const ID_SHAPE = new RegExp(`^(${LUNA_NOTIFICATION_CODES.join('|')})(:[\\w.-]+)*$`, 'u');

/** 400 for what cannot be a notification id, 404 for one this account does not have now. */
export async function dismissNotification(ctx: AppContext, user: SessionUser, id: string) {
  if (!ID_SHAPE.test(id)) throw badRequest('This is not a notification id.');
  const all = await allNotifications(ctx, user);
  if (!all.some((n) => n.id === id)) throw notFound('No such notification: it may have gone away already.');
  await dismiss(
    ctx.database.db,
    user.id,
    id,
    all.map((n) => n.id),
  );
}
