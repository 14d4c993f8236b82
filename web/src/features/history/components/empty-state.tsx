import { History, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClearFiltersButton } from '@web/components/list/list-filters-panel';
import { ListEmptyState } from '@web/components/list/list-empty-state';
import { Button } from '@web/components/ui/button';

/** 'No completed responses yet' (with a way to the inbox), or 'No reviews match your filters'. */
export function HistoryEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('history');
  return (
    <ListEmptyState
      icon={filtered ? SearchX : History}
      title={t(filtered ? 'empty.noMatchTitle' : 'empty.noHistoryTitle')}
      description={t(filtered ? 'empty.noMatchDescription' : 'empty.noHistoryDescription')}
    >
      {filtered ? (
        <ClearFiltersButton variant="outline" onClick={onClearFilters} />
      ) : (
        <Button asChild>
          <Link to="/reviews">{t('empty.goToReviews')}</Link>
        </Button>
      )}
    </ListEmptyState>
  );
}
