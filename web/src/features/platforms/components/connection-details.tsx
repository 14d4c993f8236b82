import { CircleAlert, Pencil, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBusiness } from '@common/schemas/businesses';
import type { TPlatformConnection } from '@common/schemas/platforms';
import { Button } from '@web/components/ui/button';
import { formatDate, formatDateTime } from '@web/lib/i18n';
import { useReasonMessage } from '@web/lib/reason-message';
import { isExpiringSoon } from '../lib/platform-catalog';
import { EditLocationDialog } from './edit-location-dialog';

export const expiryWarningId = (connection: TPlatformConnection) => `connection-${connection.id}-expiry`;

/** Whether the card warns that this connection's grant runs out soon. */
export function expiresSoon(connection: TPlatformConnection, syncError: string | null | undefined) {
  // A broken connection's sync error already says it must be reconnected: 'expires soon' would repeat it, less exactly.
  return isExpiringSoon(connection.tokenExpiry) && (connection.isActive || !syncError);
}

/**
 * One connection on its platform's card: the location it belongs to (editable), when it was connected
 * and last synced, why its last sync failed, and whether it must be reconnected soon. `actions` are the
 * connection's own buttons where the card holds several.
 */
export function ConnectionDetails({ connection, business, actions }: { connection: TPlatformConnection; business: TBusiness | undefined; actions?: ReactNode }) {
  const { t } = useTranslation('platforms');
  const reasonText = useReasonMessage();
  const syncError = reasonText(connection.lastSyncErrorCode, connection.lastSyncError);
  const name = business?.name ?? connection.platformBusinessName;

  return (
    <div className="grid gap-3" data-testid="connection">
      <div className="grid gap-4 rounded-lg border bg-muted/40 p-4">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          {name && (
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('details.businessName')}</dt>
              <dd className="flex min-w-0 items-center gap-1 font-medium">
                <span className="break-words">{name}</span>
                {business && (
                  <EditLocationDialog business={business}>
                    <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label={t('location.edit', { name })}>
                      <Pencil aria-hidden />
                    </Button>
                  </EditLocationDialog>
                )}
              </dd>
            </div>
          )}
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('details.connectedAt')}</dt>
            <dd className="font-medium tabular-nums">{formatDate(connection.connectedAt)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('details.lastSyncAt')}</dt>
            <dd className="font-medium tabular-nums">{connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : t('details.neverSynced')}</dd>
          </div>
        </dl>
        {actions && <div className="flex flex-wrap gap-2 border-t pt-3">{actions}</div>}
      </div>
      {syncError && (
        <div role="note" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm dark:bg-destructive/10">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div className="grid gap-0.5">
            <p className="font-medium text-destructive">{syncError}</p>
            {/* Only active connections are synced on the schedule; a broken one waits for Reconnect. */}
            {connection.isActive && <p className="text-muted-foreground">{t('syncError.retry')}</p>}
          </div>
        </div>
      )}
      {expiresSoon(connection, syncError) && (
        <div
          id={expiryWarningId(connection)}
          role="alert"
          className="flex gap-3 rounded-lg border border-warning/60 bg-warning/15 p-3 text-sm text-amber-900 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-warning" aria-hidden />
          <p>{t('expiryWarning')}</p>
        </div>
      )}
    </div>
  );
}
