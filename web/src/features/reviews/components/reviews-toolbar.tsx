import { CheckCheck, ChevronDown, Columns2, LayoutGrid, List, PlayCircle, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FiltersToggle } from '@web/components/list/filters-toggle';
import { SearchField } from '@web/components/list/search-field';
import { ViewModeSwitch } from '@web/components/list/view-mode-switch';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { VIEW_MODES, type ViewMode } from '../lib/preferences';

/** The panel the Filters button opens, rendered by the page below the toolbar. */
export const FILTERS_PANEL_ID = 'review-filters';

const VIEW_ICONS = { card: LayoutGrid, list: List, stream: PlayCircle, 'batch-edit': Columns2 } as const;
const VIEW_LABELS = { card: 'view.card', list: 'view.list', stream: 'view.stream', 'batch-edit': 'view.batch' } as const;

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  showFilters: boolean;
  onShowFiltersChange: (show: boolean) => void;
  activeFilterCount: number;
  fiveStarReady: number;
  pageReady: number;
  onApproveFiveStar: () => void;
  onApprovePage: () => void;
  /** While batch edits are unsaved, bulk approval would post the unedited texts: it waits for Save All. */
  bulkDisabled?: boolean;
};

/** Search, the view switcher, the Filters toggle and the Bulk Actions menu. */
export function ReviewsToolbar(props: Props) {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchField
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('search.placeholder')}
        label={t('search.label')}
        clearLabel={t('search.clear')}
        className="basis-full sm:basis-64"
      />

      <ViewModeSwitch
        options={VIEW_MODES.map((mode) => ({ value: mode, label: t(VIEW_LABELS[mode]), icon: VIEW_ICONS[mode] }))}
        value={props.viewMode}
        onChange={props.onViewModeChange}
        labelsFrom="xl"
      />

      <FiltersToggle open={props.showFilters} onOpenChange={props.onShowFiltersChange} activeCount={props.activeFilterCount} panelId={FILTERS_PANEL_ID} />

      <DropdownMenu>
        <DropdownMenuTrigger asChild disabled={props.bulkDisabled}>
          <Button variant="outline" data-tour="reviews-bulk-actions">
            <CheckCheck aria-hidden />
            {t('bulk.menu')}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>{t('bulk.menu')}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={props.onApproveFiveStar}>
            <Star aria-hidden className="fill-amber-400 text-amber-400" />
            {t('bulk.approveFiveStar', { count: props.fiveStarReady })}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={props.onApprovePage}>
            <CheckCheck aria-hidden />
            {t('bulk.approvePage', { count: props.pageReady })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
