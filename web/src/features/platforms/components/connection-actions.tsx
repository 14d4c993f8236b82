import { Loader2, RefreshCw, Unplug } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlatformConnection } from '@common/schemas/platforms';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useReasonMessage } from '@web/lib/reason-message';
import { useDisconnectConnection, useSyncConnection } from '../api/platforms-api';
import { failureMessage } from '../lib/failure-message';

type ConnectionActionsProps = {
  connection: TPlatformConnection;
  /** The platform's name, as the owner reads it. */
  platformName: string;
  /** The location's name where the platform holds several; the confirmation then names it. */
  locationName?: string;
  /** Placed between Sync and Disconnect (the card's Reconnect when it has one connection). */
  children?: ReactNode;
};

/** Sync and Disconnect for one connection, each with its own busy state and toasts (spec §2, §7). */
export function ConnectionActions({ connection, platformName, locationName, children }: ConnectionActionsProps) {
  const { t } = useTranslation('platforms');
  const sync = useSyncConnection();
  const disconnect = useDisconnectConnection();
  const reasonText = useReasonMessage();

  const onSync = () =>
    sync.mutate(connection.id, {
      onSuccess: ({ imported }) => toast({ title: t('toasts.syncCompleteTitle'), description: t('toasts.syncCompleteDescription', { count: imported }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('toasts.syncFailedTitle'),
          // A refusal carries its reason, worded in the owner's language like the card's notice.
          description:
            error instanceof ApiError && error.reason
              ? (reasonText(error.reason, error.serverMessage) ?? error.serverMessage)
              : failureMessage(error, t('toasts.syncFailedDescription')),
        }),
    });

  const onDisconnect = () =>
    disconnect.mutate(connection.id, {
      onSuccess: () => toast({ title: t('toasts.disconnectedTitle'), description: t('toasts.disconnectedDescription', { platform: locationName ?? platformName }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('toasts.disconnectFailedTitle'), description: failureMessage(error, t('toasts.disconnectFailedDescription')) }),
    });

  return (
    <>
      <Button className="max-sm:flex-1" onClick={onSync} disabled={sync.isPending} aria-busy={sync.isPending || undefined}>
        <RefreshCw className={sync.isPending ? 'animate-spin' : undefined} aria-hidden />
        {sync.isPending ? t('actions.syncing') : t('actions.sync')}
      </Button>
      {children}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive max-sm:w-full sm:ml-auto"
            disabled={disconnect.isPending}
            aria-busy={disconnect.isPending || undefined}
          >
            {disconnect.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Unplug aria-hidden />}
            {disconnect.isPending ? t('actions.disconnecting') : t('actions.disconnect')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {locationName ? t('disconnectDialog.titleLocation', { location: locationName, platform: platformName }) : t('disconnectDialog.title', { platform: platformName })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t('disconnectDialog.description', { platform: platformName })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('disconnectDialog.cancel')}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onDisconnect}>
              {t('disconnectDialog.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
