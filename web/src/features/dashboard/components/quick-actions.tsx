import { ChevronRight, MessageSquareText, Settings2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

function ActionLink({
  to,
  icon: Icon,
  title,
  description,
  highlight,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  highlight?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:border-primary/40 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        highlight && 'border-primary/30 bg-primary/5',
      )}
    >
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-lg', highlight ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground')}>
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}

/** Manage Reviews (with how many wait) and Configure AI. */
export function QuickActions({ pending }: { pending: number | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{t('quickActions.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ActionLink
          to="/reviews"
          icon={MessageSquareText}
          title={t('quickActions.manageReviews')}
          highlight={pending !== undefined && pending > 0}
          description={
            pending === undefined ? (
              <span data-slot="skeleton" className="mt-1 block h-3.5 w-28 animate-pulse rounded-md bg-muted" />
            ) : pending > 0 ? (
              t('quickActions.reviewsWaiting', { count: pending })
            ) : (
              t('quickActions.noPending')
            )
          }
        />
        <ActionLink to="/settings" icon={Settings2} title={t('quickActions.configureAi')} description={t('quickActions.configureAiDescription')} />
      </CardContent>
    </Card>
  );
}
