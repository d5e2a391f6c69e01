// The search dialog's timings and what its status line says.

/** The pause in typing after which the dialog searches. */
export const SEARCH_DEBOUNCE_MS = 120;

/** `searching`: the index is ready and the query typed has not been answered yet. */
export type SearchStatus = 'loading' | 'ready' | 'searching' | 'unavailable';

/** What the status line says when nothing answers the query well (a weak answer). */
export const WEAK_ANSWER_TEXT = 'No good match. The closest pages:';

/** The link a weak answer, or none, offers under the results: the list of every mg command. */
export const ALL_COMMANDS_LABEL = 'See every mg command';
export const ALL_COMMANDS_ANCHOR = 'all-commands';

/**
 * The dialog's status line (a live region): loading, unavailable, no results, a weak answer (`weak`:
 * nothing answers the query well, the results are only the closest), or how many; `corrections`:
 * the words read as typos, and what each was read as ("Showing results for schedule").
 */
export function searchStatusText(
  status: SearchStatus,
  term: string,
  hits: number,
  weak = false,
  corrections: readonly (readonly [string, string])[] = [],
): string {
  if (status === 'loading') return 'Loading the search index…';
  if (status === 'unavailable') return 'Search is unavailable right now. Please try again later.';
  if (!term) return '';
  // Never "No results" for a query not yet searched: the results shown are the last query's.
  if (status === 'searching') return 'Searching…';
  if (hits === 0) return `No results for “${term}”`;
  if (weak) return WEAK_ANSWER_TEXT;
  const count = `${hits} result${hits === 1 ? '' : 's'}`;
  return corrections.length ? `${count} for “${corrections.map(([, read]) => read).join(' ')}”` : count;
}
