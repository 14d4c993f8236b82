import { FlaskConical, Link2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBusiness } from '@common/schemas/businesses';
import { PLATFORM_NAMES, type Platform, type TPlatformConnection } from '@common/schemas/platforms';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useReasonMessage } from '@web/lib/reason-message';
import { ConnectionActions } from './connection-actions';
import { ConnectionDetails, expiresSoon, expiryWarningId } from './connection-details';
import { PlatformLogo } from './platform-logo';

export type PlatformCardProps = {
  platform: Platform;
  /** The platform's connections, one per location, the one to show first first (active or not). */
  connections: TPlatformConnection[];
  /** The user's locations, to name each connection's. */
  businesses: TBusiness[];
  /** Google only: true shows that a local emulator stands in for Google; undefined shows nothing. */
  emulated?: boolean;
  onConnect: (platform: Platform) => void;
  /** This platform's connect flow is under way. */
  connecting: boolean;
  /** Another platform's connect flow is under way. */
  connectDisabled: boolean;
};

/**
 * Spec §2 "Platform Connections": one card per platform, with its state, dates and actions. A platform
 * connected for several locations lists each with its own Sync and Disconnect; Reconnect (the connect
 * flow, with its location picker) then adds or refreshes locations.
 */
export function PlatformCard({ platform, connections, businesses, emulated, onConnect, connecting, connectDisabled }: PlatformCardProps) {
  const { t } = useTranslation('platforms');
  const reasonText = useReasonMessage();
  const name = t(`platforms.${platform}.name`);
  const [single] = connections.length === 1 ? connections : [];
  const connected = connections.some((connection) => connection.isActive);
  const titleId = `platform-${platform}-title`;
  const businessOf = (connection: TPlatformConnection) => businesses.find((business) => business.id === connection.businessId);
  const locationName = (connection: TPlatformConnection) => businessOf(connection)?.name ?? connection.platformBusinessName ?? name;
  const warned = single && expiresSoon(single, reasonText(single.lastSyncErrorCode, single.lastSyncError));

  const connectButton = (label: string, variant: 'default' | 'outline' = 'default') => (
    <Button
      variant={variant}
      className="max-sm:flex-1"
      onClick={() => onConnect(platform)}
      disabled={connecting || connectDisabled}
      aria-busy={connecting || undefined}
      aria-describedby={warned ? expiryWarningId(single) : undefined}
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
                {connections.length > 1 ? t('status.connectedLocations', { count: connections.filter((c) => c.isActive).length }) : t('status.connected')}
              </Badge>
            ) : (
              <Badge variant="secondary">{t('status.notConnected')}</Badge>
            )}
          </div>
          <CardDescription>{t(`platforms.${platform}.description`)}</CardDescription>
        </div>
      </CardHeader>

      {(connections.length > 0 || emulated) && (
        <CardContent className="grid gap-4">
          {connections.map((connection) => (
            <ConnectionDetails
              key={connection.id}
              connection={connection}
              business={businessOf(connection)}
              actions={
                connections.length > 1 && connection.isActive ? (
                  <ConnectionActions connection={connection} platformName={name} locationName={locationName(connection)} />
                ) : undefined
              }
            />
          ))}
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
        {single?.isActive ? (
          <ConnectionActions connection={single} platformName={name}>
            {connectButton(t('actions.reconnect'), 'outline')}
          </ConnectionActions>
        ) : connections.length > 1 ? (
          connectButton(t('actions.addLocations'), 'outline')
        ) : (
          connectButton(t('actions.connect', { platform: name }))
        )}
      </CardFooter>
    </Card>
  );
}
