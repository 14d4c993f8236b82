import { ArrowRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THistoryItem } from '@common/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { StatusBadge } from '@web/features/history/components/response-status';
import { formatDate } from '@web/lib/i18n';
import { ReviewRating } from '@web/components/review-rating';
import { PlatformBadge } from '@web/components/list/platform-badge';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The last five completed responses: reviewer, stars, status and date, with a way to the whole history. */
export function RecentActivity({ items, loading, failed }: { items: THistoryItem[] | undefined; loading: boolean; failed: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>{t('recentActivity.title')}</h2>
          </CardTitle>
          <CardDescription>{t('recentActivity.description')}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="-mr-2 shrink-0 text-primary">
          <Link to="/reviews/history">
            {t('recentActivity.viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="grid gap-3" aria-busy>
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-20" />
                </div>
                <Skeleton className="h-5 w-16" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p className="text-sm text-muted-foreground">{t('recentActivity.failed')}</p>
        ) : !items || items.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <History aria-hidden className="size-6 text-muted-foreground" />
            <p className="font-medium">{t('recentActivity.empty')}</p>
            <p className="max-w-xs text-sm text-muted-foreground">{t('recentActivity.emptyHint')}</p>
          </div>
        ) : (
          <ul className="-my-2 divide-y" data-testid="recent-activity">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                  {initials(item.reviewerName)}
                </span>
                <div className="grid min-w-0 flex-1 gap-1">
                  <span className="truncate text-sm font-medium">{item.reviewerName}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <ReviewRating review={item} />
                    <time dateTime={item.reviewedAt} className="tabular-nums">
                      {formatDate(item.reviewedAt)}
                    </time>
                    <span className="max-sm:hidden">
                      <PlatformBadge platform={item.platform} />
                    </span>
                  </span>
                </div>
                <StatusBadge status={item.aiResponse.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
