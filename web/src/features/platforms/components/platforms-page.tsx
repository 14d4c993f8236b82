import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBusinesses } from '@web/features/locations/api/businesses-api';
import { useConnectPlatform } from '../api/connect-platform';
import { usePlatformConnections, usePlatformInfo } from '../api/platforms-api';
import { connectionsOf, PLATFORM_ORDER } from '../lib/platform-catalog';
import { HowItWorksCard } from './how-it-works-card';
import { LocationChoiceDialog } from './location-choice-dialog';
import { PlatformCard } from './platform-card';
import { useLocationChoiceParam, useOAuthReturnToast } from './use-oauth-return-toast';

function PlatformCardSkeleton() {
  return (
    <Card className="gap-5" aria-hidden>
      <CardHeader className="flex-row items-start gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
      </CardHeader>
      <CardFooter className="border-t pt-5">
        <Skeleton className="h-9 w-44" />
      </CardFooter>
    </Card>
  );
}

/** Spec §2 "Platform Connections (/platforms)". */
export function PlatformsPage() {
  const { t } = useTranslation('platforms');
  useOAuthReturnToast();
  const [choiceId, closeChoice] = useLocationChoiceParam();
  const connections = usePlatformConnections();
  const businesses = useBusinesses();
  const { googleEmulated, emulated } = usePlatformInfo();
  const { connect, connecting } = useConnectPlatform();

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>

      <section aria-label={t('listLabel')} className="grid gap-4" data-tour="platforms-section">
        {connections.isPending ? (
          <div role="status" className="grid gap-4">
            <span className="sr-only">{t('loading')}</span>
            {PLATFORM_ORDER.map((platform) => (
              <PlatformCardSkeleton key={platform} />
            ))}
          </div>
        ) : connections.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">{t('loadFailed')}</p>
              <Button variant="outline" onClick={() => void connections.refetch()}>
                {t('retry')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          PLATFORM_ORDER.map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              connections={connectionsOf(connections.data, platform)}
              businesses={businesses.data ?? []}
              emulated={emulated ? emulated.includes(platform) : platform === 'google' ? googleEmulated : undefined}
              onConnect={connect}
              connecting={connecting === platform}
              connectDisabled={connecting !== null && connecting !== platform}
            />
          ))
        )}
      </section>

      <HowItWorksCard />
      {choiceId && <LocationChoiceDialog choiceId={choiceId} onDone={closeChoice} />}
    </div>
  );
}
