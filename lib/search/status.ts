// The search dialog's timings and what its status line says.

/** The pause in typing after which the dialog searches. */
export const SEARCH_DEBOUNCE_MS = 120;

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

export const CLOSEST_RESULTS_TEXT = 'No exact match — closest results';

/**
 * The dialog's status line (a live region): loading, unavailable, no results, closest results
 * (`closest`: no page holds every word of the query), or how many.
 */
export function searchStatusText(status: SearchStatus, term: string, hits: number, closest = false): string {
  if (status === 'loading') return 'Loading the search index…';
  if (status === 'unavailable') return 'Search is unavailable right now. Please try again later.';
  if (!term) return '';
  if (hits === 0) return `No results for “${term}”`;
  if (closest) return CLOSEST_RESULTS_TEXT;
  return `${hits} result${hits === 1 ? '' : 's'}`;
}
