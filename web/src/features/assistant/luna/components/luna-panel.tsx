import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLunaNotification } from '@common/schemas/luna';
import { Button } from '@web/components/ui/button';
import type { LunaChat } from '../hooks/use-luna-chat';
import { LunaMark } from './luna-avatar';
import { LunaChatSection } from './luna-chat';
import { NotificationCard } from './notification-card';
import { PendingBanner } from './pending-banner';
import { QuickHelp } from './quick-help';

type Props = {
  titleId: string;
  pending: number | undefined;
  notifications: TLunaNotification[];
  onDismiss: (id: string) => void;
  chat: LunaChat;
  chatShown: boolean;
  onChatShownChange: (shown: boolean) => void;
  onClose: () => void;
};

/** What the panel shows (spec §1): the pending banner, notification cards, Quick Help and the chat. */
export function LunaPanel({ titleId, pending, notifications, onDismiss, chat, chatShown, onChatShownChange, onClose }: Props) {
  const { t } = useTranslation('luna');
  return (
    <>
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <LunaMark className="size-9" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="leading-tight font-semibold">
            {t('panel.title')}
          </h2>
          <p className="truncate text-xs text-muted-foreground">{t('panel.subtitle')}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('panel.collapse')} onClick={onClose}>
          <ChevronDown aria-hidden />
        </Button>
      </header>
      <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto overscroll-contain p-4">
        <PendingBanner pending={pending} onLeave={onClose} />
        {notifications.length > 0 && (
          <section aria-labelledby={`${titleId}-notifications`} className="grid gap-2">
            <h3 id={`${titleId}-notifications`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('notifications.heading')}
            </h3>
            <ul className="grid gap-2">
              {notifications.map((notification) => (
                <NotificationCard key={notification.id} notification={notification} onDismiss={onDismiss} onNavigate={onClose} />
              ))}
            </ul>
          </section>
        )}
        <QuickHelp onStart={onClose} />
        <LunaChatSection chat={chat} shown={chatShown} onShownChange={onChatShownChange} onNavigate={onClose} />
      </div>
    </>
  );
}
