import { useCallback, useState } from 'react';
import { PLATFORMS } from '@common/schemas/platforms';
import { REVIEW_SORTS } from '@common/schemas/reviews';

/** The browser-stored preferences of the reviews screen (spec §3), with their defaults. */
export const VIEW_MODES = ['card', 'list', 'stream', 'batch-edit'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const STAR_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type StarFilter = (typeof STAR_FILTERS)[number];
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
