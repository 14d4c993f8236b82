/** The dashboard's figures (spec §2 "Dashboard", §9), pure so they are tested on their own. */

/** Share of pending reviews that have a reply ready, as a rounded whole percentage; 0 when none are pending. */
export function responseRate(pending: number, withResponse: number): number {
  if (pending <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((withResponse / pending) * 100)));
}

/** The average with one decimal in the interface language ('4.3', '4,3'), or null when there are no ratings. */
export function formatAverage(average: number | null | undefined, language: string): string | null {
  if (average == null || !Number.isFinite(average)) return null;
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A whole percentage ('67%', '67 %') in the interface language. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** The number of filled stars next to the average: the average rounded to a whole star. */
export const roundedStars = (average: number | null | undefined) => (average == null ? 0 : Math.min(5, Math.max(0, Math.round(average))));

// 'no' is Norwegian to i18next; Intl knows it too, but 'nb' is the safer tag for number formatting.
const localeOf = (language: string) => (language === 'no' ? 'nb' : language || 'en');
