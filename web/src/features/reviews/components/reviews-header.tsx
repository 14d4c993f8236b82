import { BarChart3, Bot, Clock, Percent, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TReviewCounts, TReviewStats } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { StarRating } from '@web/components/review-rating';

/** Share of pending reviews that have a reply, rounded; 0 when there are none (spec §2 "Dashboard"). */
export const coverageOf = (counts: TReviewCounts | undefined) =>
  counts && counts.total > 0 ? Math.round((counts.withResponse / counts.total) * 100) : 0;

type Props = {
  counts: TReviewCounts | undefined;
  stats: TReviewStats | undefined;
  showStats: boolean;
  onShowStatsChange: (show: boolean) => void;
};

/** Title, the Pending/History tabs, the pending count with its coverage, and the stat cards. */
export function ReviewsHeader({ counts, stats, showStats, onShowStatsChange }: Props) {
  const { t, i18n } = useTranslation('reviews');
  const oneDecimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const coverage = coverageOf(counts);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          {counts ? (
            <p className="text-muted-foreground" data-testid="reviews-summary">
              {t('header.pendingCount', { count: counts.total })}
              <span aria-hidden className="mx-2">
                ·
              </span>
              {t('header.coverage', { percent: coverage })}
            </p>
          ) : (
            <Skeleton className="h-5 w-64" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t('tabs.label')} className="flex items-center gap-0.5 rounded-lg border bg-muted/60 p-0.5">
            {(['pending', 'history'] as const).map((tab) => (
              <NavLink
                key={tab}
                to={tab === 'pending' ? '/reviews' : '/reviews/history'}
                end
                viewTransition
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive && 'bg-background text-foreground shadow-sm dark:bg-card',
                  )
                }
              >
                {t(`tabs.${tab}`)}
              </NavLink>
            ))}
          </nav>
          <Button variant="outline" onClick={() => onShowStatsChange(!showStats)} aria-expanded={showStats} aria-controls={showStats ? 'review-stats' : undefined}>
            <BarChart3 aria-hidden />
            {t(showStats ? 'header.hideStats' : 'header.showStats')}
          </Button>
        </div>
      </div>

      {showStats && (
        <div id="review-stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard icon={Clock} label={t('stats.pending')} hint={t('stats.pendingHint')} value={counts?.total} />
          <StatCard
            icon={Star}
            label={t('stats.averageRating')}
            hint={t('stats.averageHint')}
            value={stats ? (stats.averageRating == null ? '—' : oneDecimal.format(stats.averageRating)) : undefined}
            extra={stats?.averageRating != null ? <StarRating rating={Math.round(stats.averageRating)} /> : null}
          />
          <StatCard icon={Bot} label={t('stats.aiGenerated')} hint={t('stats.aiGeneratedHint')} value={counts?.withResponse} />
          <StatCard icon={Percent} label={t('stats.responseRate')} hint={t('stats.responseRateHint')} value={counts ? percent.format(coverage / 100) : undefined} />
        </div>
      )}
    </div>
  );
}

type StatCardProps = {
  icon: typeof Clock;
  label: string;
  hint: string;
  value: string | number | undefined;
  extra?: ReactNode;
};

function StatCard({ icon: Icon, label, hint, value, extra }: StatCardProps) {
  return (
    <Card className="gap-1.5 px-4 py-3.5 sm:gap-2 sm:px-5 sm:py-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary max-sm:hidden">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      {value === undefined ? <Skeleton className="h-8 w-16" /> : <p className="text-2xl font-semibold tabular-nums">{value}</p>}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {extra}
        <span className="max-sm:hidden">{hint}</span>
      </div>
    </Card>
  );
}
