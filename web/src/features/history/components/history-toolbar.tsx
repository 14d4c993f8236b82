import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilterChipGroup } from '@web/components/list/filter-chips';
import { FiltersToggle } from '@web/components/list/filters-toggle';
import type { ListSort, PlatformFilter, StarChoice } from '@web/components/list/list-filters';
import { ListFiltersPanel } from '@web/components/list/list-filters-panel';
import { SearchField } from '@web/components/list/search-field';
import { ViewModeSwitch } from '@web/components/list/view-mode-switch';
import { useIsMobile } from '@web/hooks/use-mobile';
import { HISTORY_STATUS_FILTERS, HISTORY_VIEW_MODES, type HistoryStatusFilter, type HistoryViewMode } from '../lib/preferences';

const VIEW_ICONS = { list: List, grid: LayoutGrid } as const;

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  viewMode: HistoryViewMode;
  onViewModeChange: (mode: HistoryViewMode) => void;
  starFilter: StarChoice;
  onStarFilterChange: (value: StarChoice) => void;
  platformFilter: PlatformFilter;
  onPlatformFilterChange: (value: PlatformFilter) => void;
  statusFilter: HistoryStatusFilter;
  onStatusFilterChange: (value: HistoryStatusFilter) => void;
  sortBy: ListSort;
  onSortByChange: (value: ListSort) => void;
  showFilters: boolean;
  onShowFiltersChange: (show: boolean) => void;
  /** Clears search and filters; null when none is set. */
  onClear: (() => void) | null;
};

const FILTERS_PANEL_ID = 'history-filters';

/** Search (reviewer, review or response text), the grid/list switch, and the Filters button with the inbox's filters and the status. */
export function HistoryToolbar(props: Props) {
  const { t } = useTranslation('history');
  const isMobile = useIsMobile();
  const statusChips = HISTORY_STATUS_FILTERS.map((value) => ({
    value,
    active: props.statusFilter === value,
    label: value === 'all' ? t('filters.allStatuses') : t(`status.${value}`),
    content: value === 'all' ? t('filters.anyStatus') : t(`status.${value}`),
  }));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          className="basis-full sm:basis-0"
          value={props.search}
          onChange={props.onSearchChange}
          placeholder={t(isMobile ? 'search.placeholderShort' : 'search.placeholder')}
          label={t('search.label')}
          clearLabel={t('search.clear')}
        />
        <ViewModeSwitch
          options={HISTORY_VIEW_MODES.map((mode) => ({ value: mode, label: t(`view.${mode}`), icon: VIEW_ICONS[mode] }))}
          value={props.viewMode}
          onChange={props.onViewModeChange}
          labelsFrom="md"
        />
        <FiltersToggle
          open={props.showFilters}
          onOpenChange={props.onShowFiltersChange}
          activeCount={[props.starFilter, props.platformFilter, props.statusFilter].filter((value) => value !== 'all').length}
          panelId={FILTERS_PANEL_ID}
        />
      </div>
      {props.showFilters && (
        <ListFiltersPanel
          id={FILTERS_PANEL_ID}
          starFilter={props.starFilter}
          onStarFilterChange={props.onStarFilterChange}
          platformFilter={props.platformFilter}
          onPlatformFilterChange={props.onPlatformFilterChange}
          sortBy={props.sortBy}
          onSortByChange={props.onSortByChange}
          onClear={props.onClear}
        >
          <FilterChipGroup legend={t('filters.status')} chips={statusChips} onSelect={props.onStatusFilterChange} />
        </ListFiltersPanel>
      )}
    </div>
  );
}
