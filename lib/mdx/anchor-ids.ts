// The ids the docs pipeline gives the places the search lands on, and the names it reads them by:
// a flag's row of an options table (option-anchors.ts) and a section's reader words
// (search-terms.ts). A module without the pipeline's dependencies, so the browser's search
// (lib/search/rank.ts) can import it.
import type { Element } from 'hast';
import type { SearchMark } from '../search/marks.ts';

/**
 * `node`, with `mark` as what the site search is told of it (a flag's row, an options table's end,
 * a section's reader words, a command's usage), kept in the element's data (tree-data.ts), never
 * written into the page: the build lists every page's marks for the search, which then reads no id.
 */
export function withSearchMark(node: Element, mark: SearchMark): Element {
  node.data = { ...node.data, searchMark: mark };
  return node;
}

/** The header of an options table's first column. */
export const FLAG_HEADER = 'Flag';
/** The class of a flag's link (styled in globals.css: a "#" shows on hover and focus). */
export const OPTION_LINK_CLASS = 'option-link';
/**
 * Pagefind's weight for a flag's own name (headings weigh 7 for h1 down to 2 for h6; text 1), so
 * a search for a flag ranks the page defining it first and lib/search/rank.ts can tell the defining row.
 */
export const FLAG_WEIGHT = 9;
/** The id prefix of the empty footer that ends an options table: `flags-end-1`, `flags-end-2`… */
export const TABLE_END_PREFIX = 'flags-end-';

const FLAG = /^--?([a-z0-9][a-z0-9-]*)/i;

/** `--dose <size>` → `dose`; null when the cell does not start with a flag. */
export function flagName(cell: string): string | null {
  const match = FLAG.exec(cell.trim());
  return match ? match[1].toLowerCase() : null;
}

const isSharedOptions = (sectionId: string) => sectionId === 'options' || sectionId.endsWith('-options');

/**
 * Whose options a table in the ## section `sectionId` lists: that section's command (`db`), or ''
 * for the page's shared options ("Global options": `options`, `…-options`) and a table before any ##.
 */
export const optionsOwner = (sectionId: string): string => (isSharedOptions(sectionId) ? '' : sectionId);

/** The id of a flag's row, given the id of the ## section holding its table ('' before any). */
export function optionId(sectionId: string, flag: string): string {
  const owner = optionsOwner(sectionId);
  return owner ? `${owner}-option-${flag}` : `option-${flag}`;
}

/** `optionId`, numbered (`-2`, `-3`) when `used` (a page's ids so far) already holds it. */
export function uniqueOptionId(sectionId: string, flag: string, used: Set<string>): string {
  let id = optionId(sectionId, flag);
  for (let n = 2; used.has(id); n++) id = `${optionId(sectionId, flag)}-${n}`;
  used.add(id);
  return id;
}

/** The flag a row id names (`db-option-local-port` → `--local-port`), or null for other ids. */
export function flagOfId(id: string): string | null {
  const match = /(?:^|-)option-([a-z0-9-]+)$/.exec(id);
  return match ? `--${match[1]}` : null;
}

export const SEARCH_TERMS_COMPONENT = 'SearchTerms';
/** The id suffix that marks a section's reader words in the index. */
export const TERMS_ID_SUFFIX = '-terms';
/** The section id of a page's opening (before its first heading). */
export const PAGE_TOP_SECTION = 'top';
/** How much Pagefind weighs these words: more than body text (1), less than a heading (5 to 7). */
export const TERMS_WEIGHT = 3;

/** The id of a section's reader words: `nuke-terms`, or `top-terms` for the page's opening. */
export const termsId = (sectionId: string): string => `${sectionId || PAGE_TOP_SECTION}${TERMS_ID_SUFFIX}`;

/** The section a terms id belongs to ('' for the page's opening), or null when it is no terms id. */
export function sectionOfTermsId(id: string): string | null {
  if (!id.endsWith(TERMS_ID_SUFFIX)) return null;
  const section = id.slice(0, -TERMS_ID_SUFFIX.length);
  return section === PAGE_TOP_SECTION ? '' : section;
}

/** A heading element's tag name. */
export const HEADING = /^h[1-6]$/;
