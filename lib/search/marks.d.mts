// Types of marks.mjs: what the build tells the search of each docs page's places.

/** What one element of a page is, for the search. */
export type SearchMark =
  /** A flag's row; `owner`: the command whose options table holds it ('' for a page's shared options). */
  | { kind: 'row'; flag: string; owner: string }
  /** The end of an options table: its last row runs to here. */
  | { kind: 'end' }
  /** A section's reader words; `section`: its heading's id ('' for the page's opening). */
  | { kind: 'terms'; section: string }
  /** Where the usage lines of `command` (its words) start. */
  | { kind: 'usage'; command: string[] };

/** A page's marks: element id → what it is. */
export type PageMarks = Readonly<Record<string, SearchMark>>;

/** Every indexed page's marks, by the page's path (as Pagefind gives its URL). */
export type SiteMarks = Readonly<Record<string, PageMarks>>;

export const SEARCH_MARKS_URL: '/search-marks.json';
