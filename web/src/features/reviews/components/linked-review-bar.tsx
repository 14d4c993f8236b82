import { History, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

type Props = {
  /** Whether the linked review is still waiting; undefined while it is being looked for. */
  found: boolean | undefined;
  onShowAll: () => void;
};

/** Above an inbox filtered to one linked review: which review this is, or that it no longer waits, and the way back. */
export function LinkedReviewBar({ found, onShowAll }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <Link2 aria-hidden className="size-4 shrink-0 text-primary" />
      <p role="status" className="min-w-0 flex-1">
        {found === undefined ? t('linked.finding') : found ? t('linked.showing') : t('linked.gone')}
      </p>
      {found === false && (
        <Button asChild variant="ghost" size="sm">
          <Link to="/reviews/history">
            <History aria-hidden />
            {t('linked.history')}
          </Link>
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={onShowAll}>
        {t('linked.showAll')}
      </Button>
    </div>
  );
}
