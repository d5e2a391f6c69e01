// The search's ranking: from what Pagefind found for each word of a query, the places to show, best
// first. Pagefind finds (a page for every word, with where the word stands, stems matched); the
// ranking decides, over the sections and flag rows of those pages:
// - a word counts by where it stands: the page title, a heading, a flag's own name, the section's
//   reader words (lib/mdx/search-terms.mjs), or the text; a heading or title match outweighs text;
// - rare words count more than common ones (idf), though a word on half the pages or more still
//   counts as one on half; a place answering more of the query's words beats one answering fewer
//   (coverage);
// - a query naming a page's subject ("dream") puts that page's top first; a place named for the
//   query (the `nuke` heading, the `--dose` row, the section of a typed command's usage) comes
//   before places that only mention it, and so does the page whose sections are the topics a
//   comparison names ("dmt vs lsd"); a typed flag lands on the typed command's row
//   (`mg dmt awake --port`: awake's, not another command's --port);
// - a task of two or more words lands on a section rather than on its page's introduction, which
//   mentions the page's tasks in passing;
// - a section whose heading holds the question word the query starts with ("where", "when", "why":
//   the heading "Where mg keeps its settings" for "where is my git token stored") counts more;
// - the first three results come from at least two pages whenever more than one page matches.
// One module a job: match.ts (words: families, what the docs hold), places.ts (a page cut into
// places), score.ts (how well a place answers), order.ts (the rewrites, the tiers, the list's
// limits); this one gives the results their addresses and excerpts. Every rule, numbers and tiers,
// is in rules.ts with why, and the ranking is a function of them (`rules`, RULES by default).
// Pure: tested without a browser.
import { someHoldAll } from './match.ts';
import { diversify, rankPlaces } from './order.ts';
import { inside, type PageMatches, type Place } from './places.ts';
import { withHighlight, type QueryTerms } from './query.ts';
import { RULES, type Rules } from './rules.ts';

export interface SearchHit {
  id: string;
  url: string;
  /** The page the place is on. */
  page: string;
  /** The place's heading: a section's, a flag row's section's, or the page's title for its top. */
  title: string;
  /** A flag row's flag (`--domain`), shown before its section's heading. */
  flag?: string;
  /** The words around the matches, escaped, the matches in <mark>. */
  excerpt: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A word that ends a sentence, a heading or a block (Pagefind ends a block's text with a full
 * stop); an excerpt may start after a colon, not end on one. "e.g." ends none.
 */
const endsASentence = (word: string, colon = true) =>
  !/^(e\.g|i\.e)\.$/i.test(word) && (colon ? /[.!?:]["')]*$/ : /[.!?]["')]*$/).test(word);

/** Where an excerpt stands in a place's shown words (indexes into them), and whether it starts a sentence. */
interface Window {
  from: number;
  to: number;
  startsSentence: boolean;
}

/**
 * The excerpt's window over `words` (a place's text, without its name or reader words): of the
 * windows of EXCERPT_WORDS words holding the most matches (in prose, if any are), in the first run of them, the first that
 * starts a sentence, else the one whose first match stands a third of the way in; then cut at the
 * last sentence end after its matches (when that keeps half its words), and kept off a label ("a
 * sentence" of one or two capitalised words: "Examples.", "Exit codes:") that heads a block, so
 * that it never runs from prose through the label into code.
 */
function excerptWindow(
  words: readonly string[],
  isAnyMatch: (i: number) => boolean,
  isCode: (i: number) => boolean,
  size: number,
): Window {
  const endsSentence = (i: number, colon = true) => endsASentence(words[i] ?? '', colon);
  // Prose says what a place is about; its code only shows it: the window is chosen over the
  // matches in prose when there are any, over those in code only when there are none.
  const inProse = (i: number) => isAnyMatch(i) && !isCode(i);
  const isMatch = words.some((_, i) => inProse(i)) ? inProse : isAnyMatch;
  const matchesIn = (from: number, to: number) => {
    const found: number[] = [];
    for (let i = from; i < Math.min(to, words.length); i++) if (isMatch(i)) found.push(i);
    return found;
  };
  const windows: { from: number; count: number; startsSentence: boolean; lead: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const found = matchesIn(i, i + size);
    const startsSentence = i === 0 || endsSentence(i - 1);
    windows.push({
      from: i,
      count: found.length,
      startsSentence,
      lead: Math.abs((found[0] ?? i - 1) - i - Math.floor(size / 3)),
    });
    if (i + size >= words.length) break;
  }
  const best = Math.max(0, ...windows.map((w) => w.count));
  const firstBest = windows.find((w) => w.count === best)?.from ?? 0;
  const ties = windows.filter((w) => w.count === best && w.from < firstBest + size);
  // (No windows at all for a place with no text of its own.)
  const chosen =
    best > 0 ? (ties.find((w) => w.startsSentence) ?? ties.reduce((a, b) => (b.lead < a.lead ? b : a))) : ties[0];
  let from = chosen?.from ?? 0;
  let startsSentence = chosen?.startsSentence ?? true;
  let to = Math.min(from + size, words.length);
  const found = matchesIn(from, to);
  const [firstAt = from, lastAt = from] = [found[0], found.at(-1)];
  if (to < words.length && !endsSentence(to - 1, false)) {
    for (let i = to - 1; i >= Math.max(lastAt, from + Math.floor(size / 2) - 1); i--) {
      if (endsSentence(i, false)) {
        to = i + 1;
        break;
      }
    }
  }
  const isLabelWord = (i: number) => /^[A-Z][a-z]/.test(words[i]) && !isCode(i);
  const labelLength = (i: number) => {
    if (!endsSentence(i)) return 0;
    if ((i === 0 || endsSentence(i - 1)) && isLabelWord(i)) return 1;
    return (i === 1 || (i > 1 && endsSentence(i - 2))) && isLabelWord(i - 1) ? 2 : 0;
  };
  for (let i = firstAt - 1; i >= from; i--) {
    if (labelLength(i)) {
      [from, startsSentence] = [i + 1, true];
      break;
    }
  }
  for (let i = lastAt + 1; i < to; i++) {
    const length = labelLength(i);
    if (length && i - length + 1 > lastAt) {
      to = i - length + 1;
      break;
    }
  }
  return { from, to, startsSentence };
}

/**
 * The words of a place around its matches (excerptWindow), "…" where it cuts a sentence, matches
 * marked, and the page's code words (lib/search/code-words.ts) in <code>, a run of them in one.
 */
export function excerptOf(place: Place, matched: ReadonlySet<number>, rules: Rules = RULES): string {
  const skip = [place.kind === 'row' ? { start: 0, end: 0 } : place.name, ...place.terms];
  const positions: number[] = [];
  for (let at = place.start; at < place.end; at++) {
    if (!skip.some((range) => inside(at, range))) positions.push(at);
  }
  const code = place.page.code;
  const words = positions.map((at) => place.page.words[at] ?? '');
  const { from, to, startsSentence } = excerptWindow(
    words,
    (i) => matched.has(positions[i]),
    (i) => Boolean(code?.has(positions[i])),
    rules.EXCERPT_WORDS,
  );
  // A shell line's continuation (a lone `\`) means nothing once the lines are joined.
  const shown = positions.slice(from, to).filter((at) => place.page.words[at] !== '\\');
  // A code word goes in <code>, one element for a run of them; the punctuation around any word
  // stays outside its <code> and its <mark>, and a lone mark (`.`) joins the word before it.
  const parts = shown.map((at) => {
    const word = place.page.words[at] ?? '';
    const [, before, inner, after] = code?.has(at)
      ? (/^([("']*)(.*?)([)"',.;:]*)$/s.exec(word) ?? ['', '', word, ''])
      : (/^([("'“‘[]*)(.*?)([)"'”’\],.;:!?]*)$/s.exec(word) ?? ['', '', word, '']);
    return { at, before, inner, after, code: Boolean(code?.has(at) && inner) };
  });
  let open = false;
  let text = '';
  parts.forEach((part, i) => {
    const mark = (piece: string) =>
      matched.has(part.at) && piece ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece);
    if (i > 0 && (part.inner || part.before)) text += ' ';
    if (!part.code) {
      text += `${escapeHtml(part.before)}${mark(part.inner)}${escapeHtml(part.after)}`;
      return;
    }
    text += `${escapeHtml(part.before)}${open ? '' : '<code>'}${mark(part.inner)}`;
    const next = parts[i + 1];
    open = !part.after && Boolean(next?.code) && !next.before;
    if (!open) text += `</code>${escapeHtml(part.after)}`;
  });
  const more = to < positions.length && !endsASentence(words[to - 1] ?? '', false);
  return `${from > 0 && !startsSentence ? '… ' : ''}${text}${more ? ' …' : ''}`;
}

/**
 * The results as the dialog lists them: each run of results from one page under that page's name,
 * once. The order is the ranking's: a page may head two runs (its best result first, another after
 * a second page's), as the first three results come from two pages whenever they can; a later run
 * of a page already named is marked `more`, so its heading says so ("More from DMT Commands").
 */
export function pageGroups<T extends { page: string; url: string }>(
  hits: readonly T[],
): { page: string; more: boolean; hits: T[] }[] {
  const groups: { page: string; url: string; more: boolean; hits: T[] }[] = [];
  for (const hit of hits) {
    const path = hit.url.replace(/[?#].*$/, '');
    const last = groups.at(-1);
    if (last && last.url === path) last.hits.push(hit);
    else groups.push({ page: hit.page, url: path, more: groups.some((g) => g.url === path), hits: [hit] });
  }
  return groups.map(({ page, more, hits: inGroup }) => ({ page, more, hits: inGroup }));
}

export interface RankedAnswer {
  hits: SearchHit[];
  /**
   * Nothing answers the query well: no page holds all its words, or the first result holds less
   * than WEAK_COVERAGE of it and is not named for it. The results are only the closest.
   */
  weak: boolean;
}

/** The results for a query, from the pages Pagefind found. `totalPages`: how many pages the index holds. */
export function rankHits(
  pages: readonly PageMatches[],
  query: QueryTerms,
  totalPages: number,
  rules: Rules = RULES,
): RankedAnswer {
  const ranked = rankPlaces(pages, query, totalPages, rules).map((s) => ({ ...s, page: s.place.page }));
  const first = ranked[0];
  const weak =
    !!first &&
    (!someHoldAll(pages, query) ||
      (!first.subject && !first.named && !first.flag && first.coverage < rules.WEAK_COVERAGE));
  const hits = diversify(ranked, rules).map(({ place }) => {
    const matched = new Set(
      query.terms.flatMap((term) => (place.page.matches.get(term) ?? []).map((at) => at.location)),
    );
    const url = place.id ? `${place.page.url}#${place.id}` : place.page.url;
    const row = place.kind === 'row';
    return {
      id: url,
      url: withHighlight(url, query.terms),
      page: place.page.title,
      title: row ? (place.section?.title ?? place.page.title) : place.title,
      ...(row ? { flag: place.title } : {}),
      excerpt: excerptOf(place, matched, rules),
    };
  });
  return { hits, weak };
}
