// Site search over the docs with Pagefind (the keyboard shortcut that opens it is in
// lib/search-shortcut.ts, which the header ships without the rest): its index is built after the export (scripts/build-site.mjs)
// and its script is fetched only when the search dialog first opens.
export const PAGEFIND_URL = '/pagefind/pagefind.js';
export const MAX_PAGES = 6;
export const MAX_SECTIONS_PER_PAGE = 3;
export const SEARCH_DEBOUNCE_MS = 120;

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Positions of the matched words in the section. */
  locations?: number[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: PagefindSubResult[];
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
}

export interface SearchHit {
  id: string;
  url: string;
  page: string;
  title: string;
  /** Pagefind's excerpt: text with <mark> around the matches, already escaped by Pagefind. */
  excerpt: string;
}

/**
 * Pagefind lists a page's sections in document order; rank them for the reader: a section named
 * after the search term first (searching "nuke" finds the nuke command, not a mention of it),
 * then titles containing it, then the sections with the most matches.
 */
export function rankSections(sections: PagefindSubResult[], term: string): PagefindSubResult[] {
  const wanted = term.trim().toLowerCase();
  const score = (s: PagefindSubResult) => {
    const title = s.title.trim().toLowerCase();
    return (title === wanted ? 2_000 : title.includes(wanted) && wanted ? 1_000 : 0) + (s.locations?.length ?? 0);
  };
  return sections
    .map((section, order) => ({ section, order, score: score(section) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ section }) => section);
}

/** The hits to show: each page's best sections (linking to their heading), else the page itself. */
export function toHits(pages: PagefindData[], term = ''): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const page of pages.slice(0, MAX_PAGES)) {
    const title = page.meta.title?.replace(/ · .*$/, '') ?? page.url;
    const sections = rankSections(
      (page.sub_results ?? []).filter((s) => s.url.includes('#')),
      term,
    ).slice(0, MAX_SECTIONS_PER_PAGE);
    if (sections.length === 0) {
      hits.push({ id: page.url, url: page.url, page: title, title, excerpt: page.excerpt });
      continue;
    }
    for (const section of sections) {
      hits.push({ id: section.url, url: section.url, page: title, title: section.title, excerpt: section.excerpt });
    }
  }
  return hits;
}

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

/** The dialog's status line (a live region): loading, unavailable, no results, or how many. */
export function searchStatusText(status: SearchStatus, term: string, hits: number): string {
  if (status === 'loading') return 'Loading the search index…';
  if (status === 'unavailable') return 'Search is unavailable right now. Please try again later.';
  if (!term) return '';
  if (hits === 0) return `No results for “${term}”`;
  return `${hits} result${hits === 1 ? '' : 's'}`;
}
