import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { toast } from '@web/components/ui/use-toast';
import { useSelectedLocation } from '@web/features/locations/selected-location';
import { usePendingCounts } from '@web/features/reviews/api/reviews-api';
import { LUNA_POLL_MS, markPanelOpened, NOTIFICATIONS_KEY, useDismissNotification, useLunaNotifications } from './api/luna-api';
import { LunaAvatarButton } from './components/luna-avatar';
import { LunaPanel } from './components/luna-panel';
import { useLunaChat } from './hooks/use-luna-chat';

// The same query as the dashboard's Pending Reviews card and the inbox's unfiltered header, so one answer serves all three.
const ALL_PENDING = { q: '', stars: 'all', platform: 'all' } as const;

/**
 * Luna on every app screen (spec §1, §2): the avatar at the bottom right and its panel.
 *
 * Badge (spec §9) = pending reviews, as the dashboard and the inbox count them (reviews waiting for the
 * owner: a draft to approve, a reply that failed or came back, or none yet), plus the notifications not
 * dismissed.
 *
 * Spec §4 'Non-empty pending list auto-marks the panel as seen', read as the owner would want it: looking
 * at the panel is what marks it seen, with no 'mark as read' to click. Each opening tells the server
 * (POST /api/luna/opened); once that visit is over, the 1-2 star reviews that arrived before it are no
 * longer news. Nothing is marked seen unless the owner opens the panel, so a warning never goes away
 * unread, and a pending list alone marks nothing. Pending reviews never become 'seen': they stay in the
 * badge until they are handled, being work to do rather than news.
 */
export function LunaWidget() {
  const { t } = useTranslation('luna');
  const [open, setOpen] = useState(false);
  const [chatShown, setChatShown] = useState(false);
  const chat = useLunaChat();
  const titleId = useId();
  const { location } = useSelectedLocation();
  const pending = usePendingCounts({ ...ALL_PENDING, location }, true, LUNA_POLL_MS).data?.total;
  const notifications = useLunaNotifications().data?.notifications ?? [];
  const dismiss = useDismissNotification();
  useNotificationsFollowPendingCount(pending);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Not being able to record it only keeps the new-reviews notice for the next opening.
    if (next) markPanelOpened().catch(() => undefined);
  };
  const onDismiss = (id: string) =>
    dismiss.mutate(id, {
      onError: () => toast({ variant: 'destructive', title: t('notifications.dismissFailedTitle'), description: t('notifications.dismissFailed') }),
    });

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <div className="fixed right-4 bottom-4 z-30">
        <PopoverTrigger asChild>
          <LunaAvatarButton count={(pending ?? 0) + notifications.length} open={open} />
        </PopoverTrigger>
      </div>
      <PopoverContent
        side="top"
        align="end"
        sideOffset={12}
        collisionPadding={8}
        aria-labelledby={titleId}
        // The panel stays open while the owner works on the screen behind it; the avatar, Collapse and Esc close it.
        onInteractOutside={(event) => event.preventDefault()}
        className="flex max-h-[min(46rem,var(--radix-popover-content-available-height))] w-[min(26rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl p-0 shadow-xl"
      >
        <LunaPanel
          titleId={titleId}
          pending={pending}
          notifications={notifications}
          onDismiss={onDismiss}
          chat={chat}
          chatShown={chatShown}
          onChatShownChange={setChatShown}
          onClose={() => onOpenChange(false)}
        />
      </PopoverContent>
    </Popover>
  );
}

/** A review action that changes the pending count (approve, a post that failed) can change the notifications too. */
function useNotificationsFollowPendingCount(pending: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(pending);
  useEffect(() => {
    if (previous.current !== undefined && pending !== undefined && pending !== previous.current)
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
    previous.current = pending;
  }, [pending, queryClient]);
}
