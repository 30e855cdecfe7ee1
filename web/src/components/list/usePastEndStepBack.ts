/**
 * Deleting the last shares of the last page leaves it empty: this steps back to the new last page.
 * `isPastEnd` tells the list to show nothing (rather than "no shares") while it does.
 */
import { useEffect } from 'react';
import { pageCountOf } from './ListPagination';

export interface PageBounds {
  page: number;
  limit: number;
  total: number;
  /** How many rows the current answer holds. */
  shownCount: number;
  /** True while the rows shown are the previous page's, kept until the new ones arrive. */
  isPlaceholderData: boolean;
  goToPage: (page: number) => void;
}

export function usePastEndStepBack({
  page,
  limit,
  total,
  shownCount,
  isPlaceholderData,
  goToPage,
}: PageBounds): { pages: number; isPastEnd: boolean } {
  const pages = pageCountOf(total, limit);
  const isPastEnd = !isPlaceholderData && shownCount === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (isPastEnd) goToPage(pages);
  }, [isPastEnd, pages, goToPage]);
  return { pages, isPastEnd };
}
