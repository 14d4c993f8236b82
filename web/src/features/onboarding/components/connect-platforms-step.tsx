import { ArrowRight, Link2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '@common/schemas/platforms';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useConnectPlatform } from '@web/features/platforms/api/connect-platform';
import { usePlatformConnections } from '@web/features/platforms/api/platforms-api';
import { PlatformLogo } from '@web/features/platforms/components/platform-logo';
import { connectionFor, PLATFORM_ORDER } from '@web/features/platforms/lib/platform-catalog';
import { StepCard } from './step-card';

/** Step 1: Connect Your Review Platforms. Connect runs the same flow as the Platforms screen (design §3). */
export function ConnectPlatformsStep({ onNext, focusTitle }: { onNext: () => void; focusTitle: boolean }) {
  const { t } = useTranslation('onboarding');
  const { connect, connecting } = useConnectPlatform();
  const connections = usePlatformConnections();

  const isConnected = (platform: Platform) => connections.data !== undefined && connectionFor(connections.data, platform)?.isActive === true;

  return (
    <StepCard
      title={t('connect.title')}
      description={t('connect.description')}
      focusTitle={focusTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onNext}>
            {t('connect.skip')}
          </Button>
          <Button onClick={onNext}>
            {t('connect.continue')}
            <ArrowRight aria-hidden />
          </Button>
        </>
      }
    >
      <ul className="grid gap-3">
        {PLATFORM_ORDER.map((platform) => {
          const name = t(`connect.platforms.${platform}.name`);
          const busy = connecting === platform;
          return (
            <li key={platform} className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border p-4">
              <PlatformLogo platform={platform} className="size-11" />
              <div className="grid min-w-0 flex-1 basis-40 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{name}</span>
                  {platform === 'trustpilot' && <Badge variant="outline">{t('connect.danishPlatform')}</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">{t(`connect.platforms.${platform}.description`)}</p>
              </div>
              {isConnected(platform) ? (
                <Badge variant="success" className="ml-auto">
                  {t('connect.connected')}
                </Badge>
              ) : (
                <Button
                  variant="outline"
                  className="ml-auto"
                  onClick={() => connect(platform)}
                  disabled={connecting !== null}
                  aria-busy={busy || undefined}
                  aria-label={busy ? undefined : t('connect.connectLabel', { platform: name })}
                >
                  {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
                  {busy ? t('connect.connecting') : t('connect.connect')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </StepCard>
  );
}
