// What the build tells the search of each docs page's places, beside Pagefind's index: Pagefind
// gives a page's words and the elements with an id (its anchors) where they stand; the marks say
// what those elements are (SearchMark). The docs pipeline marks each as it makes it
// (lib/mdx/anchor-ids.ts: SEARCH_MARK), app/search-marks.json/route.ts lists every indexed page's
// marks at SEARCH_MARKS_URL, the build checks they name exactly the indexed pages
// (scripts/build/build-site.mjs), and the search fetches them with the index. The build scripts
// import it too: Node runs it as it is.

/** Where the build serves the marks (the route at app/search-marks.json/). */
export const SEARCH_MARKS_URL = '/search-marks.json';

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
