import { AlertCircle, Bot, Clock, Gauge, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@web/components/layout/page-spinner';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { useCurrentUser } from '@web/features/auth/api/current-user';
import { useSelectedLocation } from '@web/features/locations/selected-location';
import { useReviewStats } from '@web/features/reviews/api/reviews-api';
import { StarRating } from '@web/components/review-rating';
import { usePendingSummary, usePlatformConnections, useRecentActivity } from '../api/dashboard-api';
import { formatAverage, formatPercent, responseRate, roundedStars } from '../lib/dashboard-stats';
import { ConnectHint } from './connect-hint';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCard } from './stat-card';

/** The dashboard (spec §2): four figures, quick actions and the latest completed responses. */
export function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  // Spec: "Redirects to /login if the current user cannot be loaded" (the app shell does the same).
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Dashboard firstName={user.fullName?.trim().split(/\s+/)[0] ?? ''} />;
}

function Dashboard({ firstName }: { firstName: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { location, locations } = useSelectedLocation();
  const shownName = locations.find((business) => business.id === location)?.name;
  const stats = useReviewStats(location);
  const summary = usePendingSummary(location);
  const recent = useRecentActivity(location);
  const platforms = usePlatformConnections();

  const pending = summary.data?.total;
  const withResponse = summary.data?.withResponse;
  const average = stats.data ? formatAverage(stats.data.averageRating, i18n.language) : undefined;
  const recommendations = stats.data?.recommendations;
  const rate = summary.data ? responseRate(summary.data.total, summary.data.withResponse) : undefined;
  const failed = stats.isError || summary.isError;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{firstName ? t('welcome', { name: firstName }) : t('welcomeAnonymous')}</p>
      </header>

      {platforms.data?.length === 0 && <ConnectHint />}

      {failed && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm">
          <AlertCircle aria-hidden className="size-4 shrink-0 text-destructive" />
          <span className="flex-1">{t('error.title')}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void stats.refetch();
              void summary.refetch();
            }}
          >
            {t('error.retry')}
          </Button>
        </div>
      )}

      <section aria-label={t('cards.label')} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          id="stat-pending"
          title={t('cards.pending')}
          icon={Clock}
          accent="amber"
          value={summary.isError ? '—' : pending}
          hint={t('cards.pendingHint')}
        />
        <StatCard
          id="stat-average"
          title={t('cards.averageRating')}
          icon={Star}
          accent="primary"
          value={stats.isError ? '—' : average === undefined ? undefined : (average ?? '—')}
          valueLabel={average === null ? t('cards.noRatings') : undefined}
          // Facebook's recommendations have no stars: counted beside the average, not in it.
          hint={
            recommendations && recommendations.positive + recommendations.negative > 0
              ? t('cards.averageHintRecommendations', recommendations)
              : shownName
                ? t('cards.averageHintLocation', { location: shownName })
                : t('cards.averageHint')
          }
          extra={
            average ? (
              <span aria-hidden>
                <StarRating rating={roundedStars(stats.data?.averageRating)} size="md" />
              </span>
            ) : (
              <span className="text-xs text-muted-foreground">{average === null ? t('cards.noRatings') : null}</span>
            )
          }
        />
        <StatCard
          id="stat-ai-generated"
          title={t('cards.aiGenerated')}
          icon={Bot}
          accent="violet"
          value={summary.isError ? '—' : withResponse}
          hint={t('cards.aiGeneratedHint')}
        />
        <StatCard
          id="stat-response-rate"
          title={t('cards.responseRate')}
          icon={Gauge}
          accent="emerald"
          value={summary.isError ? '—' : rate === undefined ? undefined : formatPercent(rate, i18n.language)}
          hint={t('cards.responseRateHint')}
          extra={rate === undefined ? null : <Progress value={rate} aria-label={t('cards.responseRate')} className="h-1.5" />}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <QuickActions pending={summary.isError ? undefined : pending} />
        </div>
        <div className="lg:col-span-3">
          <RecentActivity items={recent.data?.items} loading={recent.isPending} failed={recent.isError} />
        </div>
      </div>
    </div>
  );
}
