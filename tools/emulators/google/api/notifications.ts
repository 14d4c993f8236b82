import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { invalidArgument, notificationSettingError, permissionDenied, sendApiError } from '../google-errors';
import { NOTIFICATION_TYPES, type NotificationSetting, type NotificationType } from '../types';
import { apiGate, callerOf } from './gate';

const SERVICE = 'mybusinessnotifications.googleapis.com' as const;
const PATH = '/v1/accounts/:accountId/notificationSetting';

/**
 * A Pub/Sub topic's full name: a project id (6-30 lowercase letters, digits and hyphens, starting with
 * a letter) and a topic id (3-255 characters, starting with a letter, not with "goog"), as Pub/Sub names them.
 */
export const PUBSUB_TOPIC_NAME = /^projects\/[a-z][a-z0-9-]{4,28}[a-z0-9]\/topics\/(?!goog)[A-Za-z][A-Za-z0-9._~+%-]{2,254}$/;

/** The editable fields, by either spelling a FieldMask accepts. */
const MASK_FIELDS: Record<string, 'pubsubTopic' | 'notificationTypes'> = {
  pubsubTopic: 'pubsubTopic',
  pubsub_topic: 'pubsubTopic',
  notificationTypes: 'notificationTypes',
  notification_types: 'notificationTypes',
};

const isNotificationType = (value: unknown): value is NotificationType => NOTIFICATION_TYPES.includes(value as NotificationType);

/**
 * Business Notifications API v1 (host mybusinessnotifications.googleapis.com), A.5: the account's one
 * notificationSetting. Setting a topic and review types makes the emulator push those events to the
 * topic's push subscriptions (pubsub-push.ts); empty types or an empty topic stop them.
 */
export function notificationRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  const gate = apiGate(ctx, SERVICE);
  const managed = (sub: string, accountId: string) => ctx.state.accountsOf(sub).some((a) => a.account.name === `accounts/${accountId}`);
  const present = (accountId: string): NotificationSetting =>
    ctx.state.notificationSetting(`accounts/${accountId}`) ?? { name: `accounts/${accountId}/notificationSetting` };

  app.get(PATH, { preHandler: gate }, async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    if (!managed(callerOf(request).sub, accountId)) return sendApiError(reply, permissionDenied());
    return reply.send(present(accountId));
  });

  app.patch(PATH, { preHandler: gate }, async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    if (!managed(callerOf(request).sub, accountId)) return sendApiError(reply, permissionDenied());
    const name = `accounts/${accountId}/notificationSetting`;

    const mask = (request.query as Record<string, string | undefined>).updateMask;
    if (!mask?.trim()) return sendApiError(reply, invalidArgument('update_mask', 'update_mask is required'));
    const paths = mask.split(',').map((path) => path.trim()).filter(Boolean);
    const unknownPath = paths.find((path) => !(path in MASK_FIELDS));
    if (unknownPath) return sendApiError(reply, invalidArgument('update_mask', `Invalid field mask path: ${unknownPath}`));
    const fields = new Set(paths.map((path) => MASK_FIELDS[path]!));

    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) return sendApiError(reply, invalidArgument());
    if (body.name !== undefined && body.name !== name) return sendApiError(reply, invalidArgument('notification_setting.name', `name must be ${name}`));
    if (body.pubsubTopic !== undefined && typeof body.pubsubTopic !== 'string') return sendApiError(reply, invalidArgument('notification_setting.pubsub_topic'));
    const types = body.notificationTypes;
    if (types !== undefined && !(Array.isArray(types) && types.every(isNotificationType))) {
      return sendApiError(reply, invalidArgument('notification_setting.notification_types', `Invalid notification type in ${JSON.stringify(types)}`));
    }

    // Each masked field takes the body's value, absent meaning empty; the others keep theirs.
    const current = present(accountId);
    const next: NotificationSetting = {
      name,
      pubsubTopic: fields.has('pubsubTopic') ? (body.pubsubTopic as string | undefined) : current.pubsubTopic,
      notificationTypes: fields.has('notificationTypes') ? (types as NotificationType[] | undefined) : current.notificationTypes,
    };
    if (next.pubsubTopic && !PUBSUB_TOPIC_NAME.test(next.pubsubTopic)) return sendApiError(reply, notificationSettingError('INVALID_PUBSUB_TOPIC', next.pubsubTopic));
    if (next.pubsubTopic && ctx.state.failures.pubsubPublishDenied) {
      return sendApiError(reply, notificationSettingError('PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC', next.pubsubTopic));
    }
    ctx.state.setNotificationSetting({
      name,
      ...(next.pubsubTopic ? { pubsubTopic: next.pubsubTopic } : {}),
      ...(next.notificationTypes?.length ? { notificationTypes: [...new Set(next.notificationTypes)] } : {}),
    });
    return reply.send(present(accountId));
  });
}
