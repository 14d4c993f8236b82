import { useState } from 'react';

/**
 * The page a list shows, starting again from the first when `list` changes (another location is another
 * list). Set during render rather than in an effect, so the old page is never asked for the new list.
 */
export function useListPage(list: string) {
  const [page, setPage] = useState(1);
  const [pagedList, setPagedList] = useState(list);
  if (pagedList !== list) {
    setPagedList(list);
    setPage(1);
  }
  return [page, setPage] as const;
}
