import { History, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** 'No completed responses yet' (with a way to the inbox), or 'No reviews match your filters'. */
export function HistoryEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('history');
  const Icon = filtered ? SearchX : History;
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t(filtered ? 'empty.noMatchTitle' : 'empty.noHistoryTitle')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t(filtered ? 'empty.noMatchDescription' : 'empty.noHistoryDescription')}</p>
      {filtered ? (
        <Button variant="outline" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      ) : (
        <Button asChild>
          <Link to="/reviews">{t('empty.goToReviews')}</Link>
        </Button>
      )}
    </div>
  );
}
