import { Inbox, Plug, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClearFiltersButton } from '@web/components/list/list-filters-panel';
import { ListEmptyState } from '@web/components/list/list-empty-state';
import { Button } from '@web/components/ui/button';

/** 'No pending reviews' (with Connect Platforms), or 'No reviews match your filters'. */
export function EmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <ListEmptyState
      icon={filtered ? SearchX : Inbox}
      title={t(filtered ? 'empty.noMatchTitle' : 'empty.noPendingTitle')}
      description={t(filtered ? 'empty.noMatchDescription' : 'empty.noPendingDescription')}
    >
      {filtered ? (
        <ClearFiltersButton variant="outline" onClick={onClearFilters} />
      ) : (
        <Button asChild>
          <Link to="/onboarding">
            <Plug aria-hidden />
            {t('empty.connect')}
          </Link>
        </Button>
      )}
    </ListEmptyState>
  );
}
