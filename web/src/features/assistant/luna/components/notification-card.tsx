import { AlertTriangle, CheckCircle2, Info, X, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLunaNotification } from '@common/schemas/luna';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { isInAppPath } from '../lib/chat-links';
import { useNotificationMessage } from '../lib/notification-message';

const LOOKS: Record<TLunaNotification['type'], { icon: LucideIcon; className: string }> = {
  warning: { icon: AlertTriangle, className: 'bg-amber-500/15 text-amber-700 dark:text-amber-300' },
  success: { icon: CheckCircle2, className: 'bg-success/15 text-success' },
  info: { icon: Info, className: 'bg-primary/10 text-primary' },
};

type Props = {
  notification: TLunaNotification;
  onDismiss: (id: string) => void;
  /** Closes the panel when the action takes the owner to another screen. */
  onNavigate: () => void;
};

/** One thing Luna tells the owner: an icon and colour by type, the message, an action, and Dismiss. */
export function NotificationCard({ notification, onDismiss, onNavigate }: Props) {
  const { t } = useTranslation('luna');
  const message = useNotificationMessage(notification);
  const messageId = useId();
  const { icon: Icon, className } = LOOKS[notification.type];
  const action = notification.action && isInAppPath(notification.action.to) ? notification.action : null;

  return (
    <li data-testid="luna-notification" data-type={notification.type} className="flex gap-3 rounded-xl border bg-card p-3 text-card-foreground">
      <span aria-hidden className={cn('grid size-8 shrink-0 place-items-center rounded-full', className)}>
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 justify-items-start gap-2">
        <p id={messageId} className="text-sm break-words">
          {message}
        </p>
        {action && (
          <Button asChild size="sm" variant="outline">
            <Link to={action.to} onClick={onNavigate} viewTransition>
              {t(`actions.${action.code}`)}
            </Link>
          </Button>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mt-1 -mr-1 size-8 text-muted-foreground"
        aria-label={t('notifications.dismiss')}
        aria-describedby={messageId}
        onClick={() => onDismiss(notification.id)}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}
