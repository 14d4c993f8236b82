import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLunaChatResponse, TLunaNotification, TLunaNotificationsResponse } from '@common/schemas/luna';
import type { LocationChoice } from '@web/features/locations/selected-location';
import { apiRequest } from '@web/lib/api-client';

export const NOTIFICATIONS_KEY = '/api/luna/notifications';

/** Luna's figures are read again about once a minute while the app is open (react-query pauses while the tab is hidden). */
export const LUNA_POLL_MS = 60_000;

export const useLunaNotifications = () =>
  useQuery<TLunaNotificationsResponse>({ queryKey: [NOTIFICATIONS_KEY], refetchInterval: LUNA_POLL_MS });

type DismissContext = { removed: TLunaNotification | undefined; index: number };

/**
 * Dismissal is optimistic: the card goes at once and comes back in its place if the server refuses. Only that
 * card is put back, so another dismissal made meanwhile stands.
 */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  const update = (change: (list: TLunaNotification[]) => TLunaNotification[]) =>
    queryClient.setQueryData<TLunaNotificationsResponse>([NOTIFICATIONS_KEY], (data) => data && { notifications: change(data.notifications) });

  return useMutation<void, Error, string, DismissContext>({
    mutationFn: (id) => apiRequest<void>('POST', `${NOTIFICATIONS_KEY}/${encodeURIComponent(id)}/dismiss`),
    onMutate: async (id) => {
      // A poll landing now would bring the card back before the server has stored the dismissal.
      await queryClient.cancelQueries({ queryKey: [NOTIFICATIONS_KEY] });
      const list = queryClient.getQueryData<TLunaNotificationsResponse>([NOTIFICATIONS_KEY])?.notifications ?? [];
      const index = list.findIndex((notification) => notification.id === id);
      update((current) => current.filter((notification) => notification.id !== id));
      return { removed: list[index], index };
    },
    onError: (_error, id, context) => {
      const removed = context?.removed;
      if (!removed) return;
      update((current) => (current.some((notification) => notification.id === id) ? current : current.toSpliced(context.index, 0, removed)));
    },
  });
}

/** Tells the server the owner has looked at the panel: the 'since last opened' of new negative reviews. */
export const markPanelOpened = () => apiRequest<void>('POST', '/api/luna/opened');

export const askLuna = (message: string, location: LocationChoice) => apiRequest<TLunaChatResponse>('POST', '/api/luna/chat', { message, location });
