import { Inbox, Plug, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** 'No pending reviews' (with Connect Platforms), or 'No reviews match your filters'. */
export function EmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('reviews');
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t(filtered ? 'empty.noMatchTitle' : 'empty.noPendingTitle')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t(filtered ? 'empty.noMatchDescription' : 'empty.noPendingDescription')}</p>
      {filtered ? (
        <Button variant="outline" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      ) : (
        <Button asChild>
          <Link to="/onboarding">
            <Plug aria-hidden />
            {t('empty.connect')}
          </Link>
        </Button>
      )}
    </div>
  );
}
