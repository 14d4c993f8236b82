import { z } from 'zod';
import { ZReasonSchema } from './reasons';
import { locationFilter } from './reviews';

/**
 * What Luna tells the owner about their account. The server decides which apply; the web app words them
 * in the interface language from the `luna` catalog (`notifications.<code>` with `params`), so a change of
 * language needs no new request.
 */
export const LUNA_NOTIFICATION_CODES = [
  'connectionExpiring',
  'connectionBroken',
  'replyFailed',
  'replyReturned',
  'replyRejected',
  'newNegativeReviews',
  'scheduledToday',
  'syncFailed',
  'noPlatform',
] as const;
export type LunaNotificationCode = (typeof LUNA_NOTIFICATION_CODES)[number];

/** In-app targets only: a notification never links outside the product. */
const ZInAppPath = z.string().regex(/^\/[^/\\]/u, 'An in-app path starting with /');

export const ZLunaNotificationSchema = z.object({
  /** Stable for one state of the account ('connectionExpiring:<connection>:<expiry day>'): dismissing it hides that state, and a new state gets a new id. */
  id: z.string().min(1).max(200),
  type: z.enum(['warning', 'success', 'info']),
  code: z.enum(LUNA_NOTIFICATION_CODES),
  /** Values for the message: counts, platform names, times already formatted in the user's time zone, reason codes. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  action: z.object({ code: z.enum(['reconnect', 'open', 'review', 'connect']), to: ZInAppPath }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * Why a reply failed, came back or was rejected, as data: the web app words it in the interface language
   * (`reasonMessage`) in place of `params.reason`, the stored English text kept for older rows and clients.
   */
  reason: ZReasonSchema.nullable().optional(),
});
export type TLunaNotification = z.infer<typeof ZLunaNotificationSchema>;

export const ZLunaNotificationsResponseSchema = z.object({
  notifications: z.array(ZLunaNotificationSchema),
});
export type TLunaNotificationsResponse = z.infer<typeof ZLunaNotificationsResponseSchema>;

export const ZLunaNotificationParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const LUNA_CHAT_MAX_LENGTH = 1000;

export const ZLunaChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write a question first')
    .max(LUNA_CHAT_MAX_LENGTH, `A question can be at most ${LUNA_CHAT_MAX_LENGTH} characters`),
  /** The location switcher's choice: Luna's review figures are that location's. */
  location: locationFilter.optional(),
});
export type TLunaChatRequest = z.input<typeof ZLunaChatRequestSchema>;

/**
 * Plain text. Links are written `[label](/in-app/path)`; the web app renders only those whose target starts
 * with a single '/', everything else as text, never as HTML.
 */
export const ZLunaChatResponseSchema = z.object({ response: z.string() });
export type TLunaChatResponse = z.infer<typeof ZLunaChatResponseSchema>;

export const TOUR_IDS = ['first-review', 'ai-settings', 'connect-platforms'] as const;
export type TourId = (typeof TOUR_IDS)[number];
