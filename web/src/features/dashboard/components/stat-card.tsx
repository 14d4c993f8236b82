import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

type Props = {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The figure; undefined while loading (a skeleton shows). */
  value: ReactNode | undefined;
  /** Read by screen readers instead of the figure, e.g. 'No ratings yet' for a dash. */
  valueLabel?: string;
  hint: string;
  /** Under the figure: stars or a progress bar. */
  extra?: ReactNode;
  accent: 'primary' | 'amber' | 'violet' | 'emerald';
};

const ACCENTS = {
  primary: 'bg-primary/10 text-primary',
  amber: 'bg-amber-500/12 text-amber-600 dark:text-amber-400',
  violet: 'bg-violet-500/12 text-violet-600 dark:text-violet-400',
  emerald: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400',
} as const;

/** One of the dashboard's four figures. */
export function StatCard({ id, title, icon: Icon, value, valueLabel, hint, extra, accent }: Props) {
  const loading = value === undefined;
  return (
    <Card role="group" className="gap-2 py-4 sm:gap-3 sm:py-5" aria-labelledby={`${id}-title`} aria-busy={loading} data-testid={id}>
      <div className="flex items-start justify-between gap-2 px-4 sm:px-5">
        <h2 id={`${id}-title`} className="min-w-0 text-sm leading-snug font-medium hyphens-auto text-muted-foreground [overflow-wrap:anywhere]">
          {title}
        </h2>
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg max-sm:hidden', ACCENTS[accent])}>
          <Icon aria-hidden className="size-[18px]" />
        </span>
      </div>
      <div className="grid gap-2 px-4 sm:px-5">
        {loading ? (
          <Skeleton className="h-8 w-16 sm:h-9 sm:w-20" data-testid="stat-skeleton" />
        ) : (
          <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl" data-testid={`${id}-value`}>
            {valueLabel ? (
              <>
                <span aria-hidden>{value}</span>
                <span className="sr-only">{valueLabel}</span>
              </>
            ) : (
              value
            )}
          </p>
        )}
        <div className="flex h-5 items-center">{loading ? <Skeleton className="h-4 w-24" /> : extra}</div>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
    </Card>
  );
}
