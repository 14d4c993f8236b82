import { CircleAlert, FlaskConical, Link2, Loader2, RefreshCw, TriangleAlert, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES, type Platform, type TPlatformConnection } from '@common/schemas/platforms';
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
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { formatDate, formatDateTime } from '@web/lib/i18n';
import { ApiError } from '@web/lib/api-client';
import { useReasonMessage } from '@web/lib/reason-message';
import { useDisconnectConnection, useSyncConnection } from '../api/platforms-api';
import { failureMessage } from '../lib/failure-message';
import { isExpiringSoon } from '../lib/platform-catalog';
import { PlatformLogo } from './platform-logo';

export type PlatformCardProps = {
  platform: Platform;
  /** The platform's connection, if there is one (active or not). */
  connection: TPlatformConnection | undefined;
  /** Google only: true shows that a local emulator stands in for Google; undefined shows nothing. */
  emulated?: boolean;
  onConnect: (platform: Platform) => void;
  /** This platform's connect flow is under way. */
  connecting: boolean;
  /** Another platform's connect flow is under way. */
  connectDisabled: boolean;
};

/** Spec §2 "Platform Connections": one card per platform, with its state, dates and actions. */
export function PlatformCard({ platform, connection, emulated, onConnect, connecting, connectDisabled }: PlatformCardProps) {
  const { t } = useTranslation('platforms');
  const sync = useSyncConnection();
  const disconnect = useDisconnectConnection();
  const name = t(`platforms.${platform}.name`);
  const connected = connection?.isActive === true;
  const reasonText = useReasonMessage();
  const syncError = reasonText(connection?.lastSyncErrorCode, connection?.lastSyncError);
  // A broken connection's sync error already says it must be reconnected: 'expires soon' would repeat it, less exactly.
  const expiring = connection !== undefined && isExpiringSoon(connection.tokenExpiry) && (connected || !syncError);
  const titleId = `platform-${platform}-title`;
  const warningId = `platform-${platform}-expiry`;

  const onSync = (connectionId: string) =>
    sync.mutate(connectionId, {
      onSuccess: ({ imported }) =>
        toast({ title: t('toasts.syncCompleteTitle'), description: t('toasts.syncCompleteDescription', { count: imported }) }),
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

  const onDisconnect = (connectionId: string) =>
    disconnect.mutate(connectionId, {
      onSuccess: () => toast({ title: t('toasts.disconnectedTitle'), description: t('toasts.disconnectedDescription', { platform: name }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('toasts.disconnectFailedTitle'),
          description: failureMessage(error, t('toasts.disconnectFailedDescription')),
        }),
    });

  const connectButton = (label: string) => (
    <Button
      className="max-sm:w-full"
      onClick={() => onConnect(platform)}
      disabled={connecting || connectDisabled}
      aria-busy={connecting || undefined}
      data-tour={platform === 'google' ? 'connect-google' : undefined}
    >
      {connecting ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
      {connecting ? t('actions.connecting') : label}
    </Button>
  );

  return (
    <Card aria-labelledby={titleId} className="gap-5" data-platform={platform}>
      <CardHeader className="flex-row items-start gap-4">
        <PlatformLogo platform={platform} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <CardTitle>
              <h2 id={titleId} className="text-base sm:text-lg">
                {name}
              </h2>
            </CardTitle>
            {connected ? (
              <Badge variant="success">
                <span className="size-1.5 rounded-full bg-current" aria-hidden />
                {t('status.connected')}
              </Badge>
            ) : (
              <Badge variant="secondary">{t('status.notConnected')}</Badge>
            )}
          </div>
          <CardDescription>{t(`platforms.${platform}.description`)}</CardDescription>
        </div>
      </CardHeader>

      {(connection || emulated) && (
        <CardContent className="grid gap-4">
          {connection && (
            <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-3">
              {connection.platformBusinessName && (
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">{t('details.businessName')}</dt>
                  <dd className="font-medium break-words">{connection.platformBusinessName}</dd>
                </div>
              )}
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('details.connectedAt')}</dt>
                <dd className="font-medium tabular-nums">{formatDate(connection.connectedAt)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('details.lastSyncAt')}</dt>
                <dd className="font-medium tabular-nums">
                  {connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : t('details.neverSynced')}
                </dd>
              </div>
            </dl>
          )}
          {syncError && (
            <div
              role="note"
              className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm dark:bg-destructive/10"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              <div className="grid gap-0.5">
                <p className="font-medium text-destructive">{syncError}</p>
                {/* Only active connections are synced on the schedule; a broken one waits for Reconnect. */}
                {connected && <p className="text-muted-foreground">{t('syncError.retry')}</p>}
              </div>
            </div>
          )}
          {expiring && (
            <div
              id={warningId}
              role="alert"
              className="flex gap-3 rounded-lg border border-warning/60 bg-warning/15 p-3 text-sm text-amber-900 dark:text-amber-100"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-warning" aria-hidden />
              <p>{t('expiryWarning')}</p>
            </div>
          )}
          {emulated && (
            <div className="flex gap-3 rounded-lg border border-primary/25 bg-primary/5 p-3 text-sm" data-testid={`${platform}-emulated-note`}>
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <div className="grid gap-0.5">
                <p className="font-medium">{t('emulated.title', { platform: PLATFORM_NAMES[platform] })}</p>
                <p className="text-muted-foreground">{t('emulated.description', { platform: PLATFORM_NAMES[platform] })}</p>
              </div>
            </div>
          )}
        </CardContent>
      )}

      <CardFooter className="flex-wrap gap-2 border-t pt-5">
        {connected && connection ? (
          <>
            <Button className="max-sm:flex-1" onClick={() => onSync(connection.id)} disabled={sync.isPending} aria-busy={sync.isPending || undefined}>
              <RefreshCw className={sync.isPending ? 'animate-spin' : undefined} aria-hidden />
              {sync.isPending ? t('actions.syncing') : t('actions.sync')}
            </Button>
            <Button
              variant="outline"
              className="max-sm:flex-1"
              onClick={() => onConnect(platform)}
              disabled={connecting || connectDisabled}
              aria-busy={connecting || undefined}
              aria-describedby={expiring ? warningId : undefined}
              data-tour={platform === 'google' ? 'connect-google' : undefined}
            >
              {connecting ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
              {connecting ? t('actions.connecting') : t('actions.reconnect')}
            </Button>
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
                  <AlertDialogTitle>{t('disconnectDialog.title', { platform: name })}</AlertDialogTitle>
                  <AlertDialogDescription>{t('disconnectDialog.description', { platform: name })}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('disconnectDialog.cancel')}</AlertDialogCancel>
                  <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => onDisconnect(connection.id)}>
                    {t('disconnectDialog.confirm')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </>
        ) : (
          connectButton(t('actions.connect', { platform: name }))
        )}
      </CardFooter>
    </Card>
  );
}
