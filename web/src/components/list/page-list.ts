export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered pages to show (spec §2 "Reviews"): the first and the last page always, the pages
 * within 1 of the current one, and an ellipsis wherever shown pages are not consecutive.
 * `pageList(5, 10)` is `[1, 'gap-start', 4, 5, 6, 'gap-end', 10]`.
 */
export function pageList(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - 1; page <= current + 1; page++) if (page >= 1 && page <= pageCount) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push(page < current ? 'gap-start' : 'gap-end');
    items.push(page);
  });
  return items;
}

/** The last page (at least 1) for this many items. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
