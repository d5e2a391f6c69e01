// Pagefind's part of the search: its index is written after the export (scripts/build/build-site.mjs), and
// the search dialog loads its script on first open. Pagefind answers a search with the pages that
// hold every word of it, stems matched; the ranking (lib/search/rank.ts) wants, for each word of a
// query, every page holding it and where it stands. So each word is searched on its own.
import { CODE_WORDS_URL, decodeRuns, type SiteCode } from './code-words.ts';
import { SEARCH_MARKS_URL, type SiteMarks } from './marks.ts';
import type { PageAnchor, PageMatches, WordLocation } from './places.ts';
import { RULES } from './rules.ts';
import { SEARCH_WORDS_URL } from './words.ts';

/** The options the search gives Pagefind: its excerpts as long as the results' (which rank.ts writes). */
export const PAGEFIND_OPTIONS = { excerptLength: RULES.EXCERPT_WORDS };

/** A page as Pagefind loads it for one search: the locations are that search's. */
export interface PagefindFragment {
  url: string;
  content: string;
  meta: { title?: string };
  anchors: PageAnchor[];
  weighted_locations: WordLocation[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindFragment>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/** What one search reads: Pagefind, how many pages its index holds, and what each page's anchors are. */
export interface SearchIndex {
  pagefind: Pagefind;
  /** How many pages the index holds (for how rare a word is). */
  pages: number;
  marks: SiteMarks;
  /** Which words of each page are code, for the excerpts (none known when absent). */
  code?: SiteCode;
}

/** How Pagefind splits a page's text into the words its locations count. */
const WORDS = /[\r\n\s]+/g;

/**
 * Every page holding any of `terms`, with each term's locations. One search after the other:
 * Pagefind keeps one object a page and rewrites its locations on each search, so each is read
 * before the next.
 */
export async function findPages(
  { pagefind, marks, code }: SearchIndex,
  terms: readonly string[],
): Promise<PageMatches[]> {
  const pages = new Map<string, PageMatches & { matches: Map<string, WordLocation[]> }>();
  for (const term of terms) {
    const results = (await pagefind.search(term))?.results ?? [];
    const fragments = await Promise.all(results.map((result) => result.data()));
    results.forEach((result, i) => {
      const fragment = fragments[i];
      let page = pages.get(result.id);
      if (!page) {
        page = {
          url: fragment.url,
          title: fragment.meta.title?.trim() || fragment.url,
          words: fragment.content.split(WORDS),
          anchors: fragment.anchors.map((anchor) => ({ ...anchor })),
          marks: marks[fragment.url] ?? {},
          code: decodeRuns(code?.[fragment.url]),
          matches: new Map(),
        };
        pages.set(result.id, page);
      }
      page.matches.set(
        term,
        fragment.weighted_locations.map(({ weight, location }) => ({ weight, location })),
      );
    });
  }
  return [...pages.values()];
}

/** Where Pagefind describes its index: the number of pages each language holds. */
export const PAGEFIND_ENTRY_URL = '/pagefind/pagefind-entry.json';

/** How many pages the index holds (for how rare a word is); `fallback` when that cannot be read. */
export async function indexSize(fallback: number, fetchImpl: typeof fetch = fetch): Promise<number> {
  try {
    const entry = (await (await fetchImpl(PAGEFIND_ENTRY_URL)).json()) as {
      languages?: Record<string, { page_count?: number }>;
    };
    const count = Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
    return count > 0 ? count : fallback;
  } catch {
    return fallback;
  }
}

/** A JSON file the build writes beside the index; it throws, naming the file, when it cannot be read. */
async function buildFile<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every indexed page's marks (lib/search/marks.ts); it throws when they cannot be read. */
export const searchMarks = (fetchImpl: typeof fetch = fetch) => buildFile<SiteMarks>(SEARCH_MARKS_URL, fetchImpl);

/** Which words of each page are code (lib/search/code-words.ts); none, rather than an error, when they cannot be read. */
export const searchCode = (fetchImpl: typeof fetch = fetch) =>
  buildFile<SiteCode>(CODE_WORDS_URL, fetchImpl).catch((): SiteCode => ({}));

/** The docs' words, most frequent first (lib/search/words.ts), for typo tolerance; it throws when they cannot be read. */
export const searchWords = (fetchImpl: typeof fetch = fetch) =>
  buildFile<readonly string[]>(SEARCH_WORDS_URL, fetchImpl);
