/**
 * Luna's API in memory for component tests, on top of the shared fetch mock: the pending counts the badge
 * reads, the notifications with their dismiss calls, the panel's 'opened' mark and the chat.
 */
import type { TLunaNotification } from '@common/schemas/luna';
import type { TReviewCounts } from '@common/schemas/reviews';
import { mockApi, testUser, type MockHandler } from '@web/test/render';

let serial = 0;

export function makeNotification(overrides: Partial<TLunaNotification> = {}): TLunaNotification {
  serial++;
  return {
    id: `newNegativeReviews:${serial}`,
    type: 'warning',
    code: 'newNegativeReviews',
    params: { count: 2 },
    action: { code: 'review', to: '/reviews?stars=1,2' },
    createdAt: new Date(Date.UTC(2025, 0, 31, 12)).toISOString(),
    ...overrides,
  };
}

const countsOf = (pending: number): TReviewCounts => ({
  total: pending,
  stars: { all: pending, '1': 0, '2': 0, '3': 0, '4': 0, '5': pending },
  platforms: { all: pending, google: pending, facebook: 0, trustpilot: 0 },
  withResponse: pending,
  fiveStarReady: pending,
});

type Options = {
  pending?: number;
  notifications?: TLunaNotification[];
  /** The chat's answer to each question (default: an echo). */
  chat?: MockHandler;
  /** Answers of the dismiss calls (default 204). */
  dismiss?: MockHandler;
  handlers?: Record<string, MockHandler>;
};

export function fakeLunaApi({ pending = 0, notifications = [], chat, dismiss, handlers = {} }: Options = {}) {
  const state = { pending, notifications: [...notifications] };
  const dismissHandlers = Object.fromEntries(
    notifications.map((notification): [string, MockHandler] => [
      `POST /api/luna/notifications/${encodeURIComponent(notification.id)}/dismiss`,
      (request) => {
        const answer = typeof dismiss === 'function' ? dismiss(request) : (dismiss ?? { status: 204 });
        if ((answer.status ?? 200) < 300) state.notifications = state.notifications.filter((item) => item.id !== notification.id);
        return answer;
      },
    ]),
  );
  const api = mockApi({
    'GET /api/auth/me': { body: { user: testUser() } },
    'GET /api/reviews/pending/counts': () => ({ body: countsOf(state.pending) }),
    'GET /api/luna/notifications': () => ({ body: { notifications: state.notifications } }),
    'POST /api/luna/opened': { status: 204 },
    'POST /api/luna/chat': chat ?? (({ body }) => ({ body: { response: `You asked: ${(body as { message: string }).message}` } })),
    ...dismissHandlers,
    ...handlers,
  });
  return { ...api, state };
}
