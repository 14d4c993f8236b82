import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

/** 'Filters', opening and closing a list's filter panel, with the number of filters set. */
export function FiltersToggle({ open, onOpenChange, activeCount, panelId }: { open: boolean; onOpenChange: (open: boolean) => void; activeCount: number; panelId: string }) {
  const { t } = useTranslation('list');
  return (
    <Button
      variant={open ? 'secondary' : 'outline'}
      onClick={() => onOpenChange(!open)}
      aria-expanded={open}
      // The panel is only rendered while open: naming it while closed would point at nothing.
      aria-controls={open ? panelId : undefined}
    >
      <SlidersHorizontal aria-hidden />
      {t('filters.toggle')}
      {activeCount > 0 && (
        <Badge className="h-5 min-w-5 rounded-full px-1.5 tabular-nums" aria-label={t('filters.active', { count: activeCount })}>
          {activeCount}
        </Badge>
      )}
    </Button>
  );
}
