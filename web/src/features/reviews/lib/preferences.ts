import { STAR_FILTERS, type StarChoice } from '@web/components/list/list-filters';

/** The browser-stored preferences of the reviews screen (spec §3), with their defaults. */
export const VIEW_MODES = ['card', 'list', 'stream', 'batch-edit'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
/** Reviews rated 1 or 2 together: where a link such as Luna's 'new 1-2 star reviews' leads (`/reviews?stars=1,2`). */
export const LOW_STARS = '1,2';
export type StarFilter = StarChoice | typeof LOW_STARS;
/** Every star filter that may be stored: the chips' values and the low ratings a link chooses. */
export const STORED_STAR_FILTERS: readonly StarFilter[] = [...STAR_FILTERS, LOW_STARS];

/** The star filter a link asks for (`?stars=4`, `?stars=1,2`, in any order), or null when it names none of them. */
export function starFilterFromUrl(value: string | null): StarFilter | null {
  if (!value) return null;
  const stars = [...new Set(value.split(',').map((part) => part.trim()))].sort().join(',');
  return stars !== 'all' && STORED_STAR_FILTERS.includes(stars as StarFilter) ? (stars as StarFilter) : null;
}

export const PREFERENCE_KEYS = {
  viewMode: 'reviews_viewMode',
  starFilter: 'reviews_starFilter',
  platformFilter: 'reviews_platformFilter',
  sortBy: 'reviews_sortBy',
  showStats: 'reviews_showStats',
  showFilters: 'reviews_showFilters',
} as const;

