import { useCallback, useState } from 'react';
import { PLATFORMS } from '@common/schemas/platforms';
import { REVIEW_SORTS } from '@common/schemas/reviews';

/** The browser-stored preferences of the reviews screen (spec §3), with their defaults. */
export const VIEW_MODES = ['card', 'list', 'stream', 'batch-edit'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const STAR_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
/** Reviews rated 1 or 2 together: where a link such as Luna's 'new 1-2 star reviews' leads (`/reviews?stars=1,2`). */
export const LOW_STARS = '1,2';
export type StarFilter = (typeof STAR_FILTERS)[number] | typeof LOW_STARS;
/** Every star filter that may be stored: the chips' values and the low ratings a link chooses. */
export const STORED_STAR_FILTERS: readonly StarFilter[] = [...STAR_FILTERS, LOW_STARS];

/** The star filter a link asks for (`?stars=4`, `?stars=1,2`, in any order), or null when it names none of them. */
export function starFilterFromUrl(value: string | null): StarFilter | null {
  if (!value) return null;
  const stars = [...new Set(value.split(',').map((part) => part.trim()))].sort().join(',');
  return stars !== 'all' && STORED_STAR_FILTERS.includes(stars as StarFilter) ? (stars as StarFilter) : null;
}
export const PLATFORM_FILTERS = ['all', ...PLATFORMS] as const;
export type PlatformFilter = (typeof PLATFORM_FILTERS)[number];
export type SortBy = (typeof REVIEW_SORTS)[number];

export const PREFERENCE_KEYS = {
  viewMode: 'reviews_viewMode',
  starFilter: 'reviews_starFilter',
  platformFilter: 'reviews_platformFilter',
  sortBy: 'reviews_sortBy',
  showStats: 'reviews_showStats',
  showFilters: 'reviews_showFilters',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage disabled: the default stands.
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** A string preference limited to `allowed`; anything else stored falls back to the default. */
export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    const stored = read(key);
    return (allowed as readonly string[]).includes(stored ?? '') ? (stored as T) : fallback;
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  return [value, set] as const;
}

/** A boolean preference, stored as 'true' or 'false'. */
export function useStoredFlag(key: string, fallback: boolean) {
  const [value, setValue] = useState<boolean>(() => {
    const stored = read(key);
    return stored === 'true' ? true : stored === 'false' ? false : fallback;
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      write(key, String(next));
    },
    [key],
  );
  return [value, set] as const;
}

export const REVIEW_SORT_VALUES: readonly SortBy[] = REVIEW_SORTS;
