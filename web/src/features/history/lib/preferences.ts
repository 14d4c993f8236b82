import { PLATFORMS } from '@common/schemas/platforms';
import { REVIEW_SORTS } from '@common/schemas/reviews';

/** The browser-stored preferences of the history screen (spec §3), with their defaults. */
export const HISTORY_VIEW_MODES = ['list', 'grid'] as const;
export type HistoryViewMode = (typeof HISTORY_VIEW_MODES)[number];
export const HISTORY_STAR_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type HistoryStarFilter = (typeof HISTORY_STAR_FILTERS)[number];
export const HISTORY_PLATFORM_FILTERS = ['all', ...PLATFORMS] as const;
export type HistoryPlatformFilter = (typeof HISTORY_PLATFORM_FILTERS)[number];
/** Spec §4: history filters name approved, rejected and posted. Not stored (the spec lists no key for it). */
export const HISTORY_STATUS_FILTERS = ['all', 'approved', 'rejected', 'posted'] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];
export const HISTORY_SORTS = REVIEW_SORTS;
export type HistorySort = (typeof HISTORY_SORTS)[number];

export const HISTORY_PREFERENCE_KEYS = {
  viewMode: 'history_viewMode',
  starFilter: 'history_starFilter',
  platformFilter: 'history_platformFilter',
  sortBy: 'history_sortBy',
} as const;
