// Site search over the docs with Pagefind (the keyboard shortcut that opens it is in
// lib/search-shortcut.ts, which the header ships without the rest): its index is built after the export (scripts/build-site.mjs)
// and its script is fetched only when the search dialog first opens.
import { FLAG_WEIGHT, flagOfId } from '@/lib/mdx/option-anchors.mjs';

import { HIGHLIGHT_PARAM } from '@/lib/search-address';

export const MAX_PAGES = 6;
/** Fewer pages than this matching every word: add the pages matching most of them. */
export const MIN_EXACT_PAGES = 3;
/** Words of a row shown as a flag hit's excerpt, at most. */
export const ROW_EXCERPT_WORDS = 18;
/** Query words that say nothing about a page, left out of the closest-results search. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can do does for from get how i in into is it its me my of on or our ' +
    'so that the their them this to up use we what when where which who why will with without you your'
  ).split(' '),
);
export const MAX_SECTIONS_PER_PAGE = 3;
export const SEARCH_DEBOUNCE_MS = 120;

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Positions of the matched words in the section. */
  locations?: number[];
  /** How many of the query's words the section matches (closest results only). */
  words?: number;
  /** What the section is named for, when not its title: a flag row's flag (`--dose`). */
  name?: string;
}

/** An element with an id and where it starts among the page's words. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: PagefindSubResult[];
  /** The page's indexed text: split on whitespace, the locations index into it. */
  content?: string;
  anchors?: PagefindAnchor[];
  /** Each matched word's position with the weight of the element holding it. */
  weighted_locations?: { weight: number; location: number }[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

export interface SearchHit {
  id: string;
  url: string;
  page: string;
  title: string;
  /** Pagefind's excerpt: text with <mark> around the matches, already escaped by Pagefind. */
  excerpt: string;
}

/** The lowercase words of a query: flags lose their dashes (`--no-ssl` → no, ssl). */
export const termWords = (term: string) => term.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * The query as Pagefind takes it: a flag's leading dashes dropped (Pagefind finds nothing for
 * `--local-port` but finds `local-port`, which it indexes as one word and as its parts).
 */
export const pagefindQuery = (term: string) => term.trim().replace(/(^|\s)-+(?=[a-z0-9])/gi, '$1');

/** The words worth searching for one at a time: stop words and repeats left out. */
export const searchWords = (term: string) => [...new Set(termWords(term).filter((word) => !STOP_WORDS.has(word)))];

/**
 * How well a section's name answers the query: named after it (searching "nuke" finds the nuke
 * command, not a mention of it), named only with its words ("lsd trip" finds trip; "dose" the
 * --dose row), containing it, then per query word in the title ("renew the tls certificate" finds
 * "Generate an SSL certificate"); stop words never count.
 */
export function nameScore(section: PagefindSubResult, term: string): number {
  const wanted = term.trim().toLowerCase();
  const words = new Set(termWords(term));
  const name = (section.name ?? section.title).trim().toLowerCase();
  const nameWords = termWords(name);
  const named =
    name === wanted
      ? 8_000
      : nameWords.length > 0 && nameWords.every((word) => words.has(word))
        ? 6_000
        : wanted && name.includes(wanted)
          ? 4_000
          : 0;
  const titleWords = new Set(termWords(section.title));
  return named + 2_000 * searchWords(term).filter((word) => titleWords.has(word)).length;
}

/**
 * Pagefind lists a page's sections in document order; rank them for the reader: by nameScore,
 * plus the query words each matched (closest results), then the most matches.
 */
export function rankSections(sections: PagefindSubResult[], term: string): PagefindSubResult[] {
  const score = (s: PagefindSubResult) => nameScore(s, term) + (s.words ?? 0) * 1_000 + (s.locations?.length ?? 0);
  return sections
    .map((section, order) => ({ section, order, score: score(section) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ section }) => section);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The options-table rows that define a flag the search matched, as sections of their own: a
 * match weighted FLAG_WEIGHT is a flag's own name (lib/mdx/option-anchors.mjs), and the anchor
 * just before it is its row. Excerpt: the row's words, the matches marked.
 */
export function flagRows(page: PagefindData): PagefindSubResult[] {
  const anchors = [...(page.anchors ?? [])].sort((a, b) => a.location - b.location);
  const words = page.content?.split(/\s+/) ?? [];
  const matched = new Set((page.weighted_locations ?? []).map((w) => w.location));
  const rows: PagefindSubResult[] = [];
  for (const { weight, location } of page.weighted_locations ?? []) {
    if (weight !== FLAG_WEIGHT) continue;
    const at = anchors.findLastIndex((anchor) => anchor.location <= location);
    const row = anchors[at];
    const flag = row && row.element === 'tr' ? flagOfId(row.id) : null;
    if (!flag || rows.some((r) => r.url.endsWith(`#${row.id}`))) continue;
    const rowEnd = anchors[at + 1]?.location ?? words.length;
    const end = Math.min(rowEnd, row.location + ROW_EXCERPT_WORDS);
    const excerpt = words
      .slice(row.location, end)
      .map((word, i) => (matched.has(row.location + i) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)))
      .join(' ');
    const command = row.id.slice(0, row.id.indexOf('option-')).replace(/-$/, '');
    rows.push({
      title: command ? `${flag} (${command})` : flag,
      name: flag,
      url: `${page.url.replace(/#.*$/, '')}#${row.id}`,
      excerpt,
      locations: [...matched].filter((at) => at >= row.location && at < rowEnd),
    });
  }
  return rows;
}

/** A result's address with the words to highlight on arrival: /mg/cli/dmt/?highlight=dose#option-dose. */
export function withHighlight(url: string, term: string): string {
  const words = searchWords(term);
  if (words.length === 0) return url;
  const hash = url.indexOf('#');
  const [path, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const query = words.map((word) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(word)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/**
 * The hits to show: each page's best sections and flag rows (linking to them, the flag's row first
 * when the query names it), else the page itself.
 */
export function toHits(pages: PagefindData[], term = ''): SearchHit[] {
  const ranked = pages.slice(0, MAX_PAGES).map((page, order) => {
    const sections = rankSections(
      [...flagRows(page), ...(page.sub_results ?? []).filter((s) => s.url.includes('#'))],
      term,
    ).slice(0, MAX_SECTIONS_PER_PAGE);
    return { page, order, sections, best: sections[0] ? nameScore(sections[0], term) : 0 };
  });
  // A page whose section is named for the query comes first; otherwise Pagefind's order stands.
  ranked.sort((a, b) => b.best - a.best || a.order - b.order);
  const hits: SearchHit[] = [];
  for (const { page, sections } of ranked) {
    const title = page.meta.title?.replace(/ · .*$/, '') ?? page.url;
    if (sections.length === 0) {
      hits.push({ id: page.url, url: withHighlight(page.url, term), page: title, title, excerpt: page.excerpt });
      continue;
    }
    for (const section of sections) {
      hits.push({
        id: section.url,
        url: withHighlight(section.url, term),
        page: title,
        title: section.title,
        excerpt: section.excerpt,
      });
    }
  }
  return hits;
}

/**
 * Closest results, for a query whose words no page holds all of: each word searched on its own
 * (`perWord`, Pagefind's results for each), pages ranked by how many words they match, then by
 * Pagefind's score summed over those words.
 */
export function closestPages(
  perWord: { id: string; score: number }[][],
): { id: string; words: number; score: number }[] {
  const pages = new Map<string, { id: string; words: number; score: number }>();
  for (const results of perWord) {
    for (const { id, score } of results) {
      const page = pages.get(id) ?? { id, words: 0, score: 0 };
      page.words += 1;
      page.score += score;
      pages.set(id, page);
    }
  }
  return [...pages.values()].sort((a, b) => b.words - a.words || b.score - a.score);
}

/**
 * One page's data from the searches of several words: its sections merged, each counting the
 * words it matched (so rankSections puts the section matching most of the query first).
 */
export function mergePageData(datas: PagefindData[]): PagefindData {
  const sections = new Map<string, PagefindSubResult>();
  for (const data of datas) {
    for (const sub of data.sub_results ?? []) {
      const seen = sections.get(sub.url);
      if (seen) {
        seen.words = (seen.words ?? 1) + 1;
        seen.locations = [...(seen.locations ?? []), ...(sub.locations ?? [])];
      } else sections.set(sub.url, { ...sub, words: 1 });
    }
  }
  return {
    ...datas[0],
    sub_results: [...sections.values()],
    weighted_locations: datas.flatMap((data) => data.weighted_locations ?? []),
  };
}

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

export const CLOSEST_RESULTS_TEXT = 'No exact match — closest results';

/**
 * The dialog's status line (a live region): loading, unavailable, no results, closest results
 * (`closest`: no page matched every word), or how many.
 */
export function searchStatusText(status: SearchStatus, term: string, hits: number, closest = false): string {
  if (status === 'loading') return 'Loading the search index…';
  if (status === 'unavailable') return 'Search is unavailable right now. Please try again later.';
  if (!term) return '';
  if (hits === 0) return `No results for “${term}”`;
  if (closest) return CLOSEST_RESULTS_TEXT;
  return `${hits} result${hits === 1 ? '' : 's'}`;
}
