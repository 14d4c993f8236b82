import { PLATFORMS } from '@common/schemas/platforms';
import { REVIEW_SORTS } from '@common/schemas/reviews';

/** The filters the reviews inbox and history share: their values are their stored preferences (spec §3). */
export const STAR_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type StarChoice = (typeof STAR_FILTERS)[number];
export const PLATFORM_FILTERS = ['all', ...PLATFORMS] as const;
export type PlatformFilter = (typeof PLATFORM_FILTERS)[number];
export const LIST_SORTS = REVIEW_SORTS;
export type ListSort = (typeof LIST_SORTS)[number];
