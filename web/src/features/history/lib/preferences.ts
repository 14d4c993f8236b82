
/** The browser-stored preferences of the history screen (spec §3), with their defaults. */
export const HISTORY_VIEW_MODES = ['list', 'grid'] as const;
export type HistoryViewMode = (typeof HISTORY_VIEW_MODES)[number];
/** Spec §4: history filters name approved, rejected and posted. Not stored (the spec lists no key for it). */
export const HISTORY_STATUS_FILTERS = ['all', 'approved', 'rejected', 'posted'] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];

export const HISTORY_PREFERENCE_KEYS = {
  viewMode: 'history_viewMode',
  starFilter: 'history_starFilter',
  platformFilter: 'history_platformFilter',
  sortBy: 'history_sortBy',
  /** Beyond spec §3, which lists no such key: the panel stays as the owner left it, as the inbox's does. */
  showFilters: 'history_showFilters',
} as const;
