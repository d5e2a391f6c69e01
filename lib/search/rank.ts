// The search's ranking: from what Pagefind found for each word of a query, the places to show, best
// first. Pagefind finds (a page for every word, with where the word stands, stems matched); this
// module decides, over the sections and flag rows of those pages:
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
// Each rule's number, with why, is in lib/search/rules.ts. Pure: tested without a browser
// (lib/search/rank.test.ts).
import { FLAG_WEIGHT } from '../mdx/anchor-ids.ts';
import type { PageMarks, SearchMark } from '@/lib/search/marks.mjs';
import {
  ASKED_BOOST,
  COMMON_SHARE,
  CONTEXT_COVER,
  CONTEXT_WEIGHT,
  EXCERPT_WORDS,
  FAMILY_STEM,
  FIELD_WEIGHTS,
  FOUND_STRENGTH,
  JUST_ABOVE,
  LENGTH_NORMALISATION,
  MAX_HITS,
  MAX_HITS_PER_PAGE,
  MIN_SHARE_OF_BEST,
  NAME_COVERAGE,
  NONE_HELD_SHARE,
  ROW_NAME_SHARE,
  ROW_TEXT_WEIGHT,
  TEXT_SATURATION,
  TITLE_WEIGHT,
  TOPIC_BOOST,
  TOP_HITS,
  TOP_PER_PAGE,
  TOP_SHARE,
  WEAK_COVERAGE,
  WEIGHT_SLACK,
} from '@/lib/search/rules';
import { COMPARISON_WORDS, STOP_WORDS, bareWord, withHighlight, wordOf, type QueryTerms } from '@/lib/search/query';

/** Where a word stands in a page, as Pagefind reports it (weight: 7 an h1, 9 a flag's name, 1 text). */
export interface WordLocation {
  weight: number;
  location: number;
}

/** An element of the page with an id, and the word it starts at. */
export interface PageAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** One page Pagefind found, and where each query word stands in it. */
export interface PageMatches {
  url: string;
  /** The page's title (its h1, which the indexed text starts with). */
  title: string;
  /** The page's indexed words (Pagefind's content split on white space); locations index into it. */
  words: readonly string[];
  anchors: readonly PageAnchor[];
  /** What the build says its anchors are (a flag's row, reader words, …), by id. */
  marks: PageMarks;
  /** Query term → its locations in this page. */
  matches: ReadonlyMap<string, readonly WordLocation[]>;
}

export interface SearchHit {
  id: string;
  url: string;
  /** The page the place is on. */
  page: string;
  title: string;
  /** The words around the matches, escaped, the matches in <mark>. */
  excerpt: string;
}

type Field = keyof typeof FIELD_WEIGHTS | 'text';

interface Range {
  start: number;
  end: number;
}

/** A place a result can land on: a page's top, a section (under a heading), or a flag's row. */
export interface Place extends Range {
  page: PageMatches;
  kind: 'top' | 'section' | 'row';
  /** The anchor id ('' for the page's top). */
  id: string;
  title: string;
  /** Where its own name stands: the title, the heading, the flag's name. */
  name: Range;
  /** A flag row's short alias (`-d`), a name of it too. */
  alias?: Range;
  /** Its reader words. */
  terms: Range[];
  /** A section's flag rows (their text counts less: they are results of their own). */
  rows: Range[];
  /** The commands whose usage it shows, each as its words (`['esp', 'deploy']`). */
  commands: string[][];
  /** A flag row's section. */
  section?: Place;
  /** What holds it, and how much a term found there counts: the page's title and subject words, a row's section. */
  context: { range: Range; weight: number }[];
}

const inside = (location: number, range: Range) => location >= range.start && location < range.end;
const wordCount = (text = '') => text.split(/\s+/).filter(Boolean).length;
/** A word of a name that must be matched for the place to be named by the query. */
const topical = (word: string) => {
  const w = bareWord(word);
  return w !== '' && !/^\d+$/.test(w) && !STOP_WORDS.has(w);
};
/** The same word, give or take a plural: "sizes" is "size", "deleting" is not "deleted". */
export function sameWord(word: string, term: string): boolean {
  const w = bareWord(word);
  return [w, `${w}s`, `${w}es`].includes(term) || [term, `${term}s`, `${term}es`].includes(w);
}
/**
 * Endings that keep a word in its family: its inflections (deploy, deploys, deployed, deploying;
 * stop, stopped) and its action noun (delete, deletion; confirm, confirmation). A noun for what the
 * action makes or who does it is a word of its own, as a reader uses it: deployment is not deploy,
 * nor deployer; and a longer word that only starts the same (login, logs) is another word.
 */
const FAMILY_ENDINGS = /^(|s|es|e|ed|d|ing|ies|ied|y|ion|ions|ation|ations)$/;

/** A value's name in a usage line or flag row (`<name>`, `[<name>]`, `<size>`): a slot, not a word. */
export const isValueName = (word: string) => /^\[?</.test(word);

/** What is left of `word` after `common` letters, a doubled consonant of the stem dropped (stopped: ed). */
function ending(word: string, common: number) {
  const rest = word.slice(common);
  return common > 0 && rest.length > 1 && rest[0] === word[common - 1] && !/[aeiou]/.test(rest[0])
    ? rest.slice(1)
    : rest;
}

/**
 * How much a match counts, by the word matched: 1 for the term's own family (Pagefind matches
 * stems: "confirming" finds "confirmation", "deletion" finds "deleted"); 0 for a value's name;
 * otherwise the square of the shared start's share of the longer word, as Pagefind's stems and
 * prefixes join words a reader keeps apart ("deploy" finds "deployment": 0.36; "log" finds
 * "login": 0.36; "back" finds "background": 0.16) or fall back to a shorter word when the
 * term is missing from the index ("halfway" finds "half").
 */
export function matchStrength(word: string, term: string): number {
  if (isValueName(word)) return 0;
  const w = bareWord(word);
  if (!w) return 0;
  // A flag's or a file's parts are words too, as Pagefind indexes them: "aws" in --aws-profile.
  const parts = w.includes('-') && !term.includes('-') ? w.split('-').filter(Boolean) : [];
  return Math.max(strength(w, term), ...parts.map((part) => strength(part, term)));
}

function strength(w: string, term: string): number {
  let common = 0;
  while (common < w.length && common < term.length && w[common] === term[common]) common += 1;
  if (common >= FAMILY_STEM && FAMILY_ENDINGS.test(ending(w, common)) && FAMILY_ENDINGS.test(ending(term, common)))
    return 1;
  return (common / Math.max(w.length, term.length)) ** 2;
}

/** A short alias (`-d.`) among the two words after a row's flag (`--domain <name> -d.`). */
function aliasOf(words: readonly string[], flag: number): Range | undefined {
  for (let at = flag + 1; at <= flag + 2 && at < words.length; at++) {
    if (/^-[a-z0-9][.,]?$/i.test(words[at])) return { start: at, end: at + 1 };
    if (!isValueName(words[at])) return undefined;
  }
  return undefined;
}

/** The places of one page: its top, each heading's section, each flag's row. */
export function placesOf(page: PageMatches): Place[] {
  const anchors = [...page.anchors].sort((a, b) => a.location - b.location);
  const end = page.words.length;
  const headings = anchors.filter((a) => /^h[1-6]$/.test(a.element) && /\S/.test(a.text ?? ''));
  // The anchors the build marked as a kind, each with its mark.
  const marked = <K extends SearchMark['kind']>(kind: K) =>
    anchors.flatMap((anchor) => {
      const mark = Object.hasOwn(page.marks, anchor.id) ? page.marks[anchor.id] : undefined;
      return mark?.kind === kind ? [{ ...anchor, mark: mark as Extract<SearchMark, { kind: K }> }] : [];
    });
  const rows = marked('row');
  const termAnchors = marked('terms');
  const tableEnds = marked('end');
  const usages = marked('usage');
  const commandsIn = (range: Range) => usages.filter((a) => inside(a.location, range)).map((a) => a.mark.command);
  const termsOf = (section: string) =>
    termAnchors
      .filter((a) => a.mark.section === section)
      .map((a) => ({ start: a.location, end: a.location + wordCount(a.text) }));
  // A row runs to the next row, or its table's end.
  const bounds = [...headings, ...rows, ...termAnchors, ...tableEnds].map((a) => a.location).sort((a, b) => a - b);
  const rowRange = (row: PageAnchor) => ({
    start: row.location,
    end: Math.min(
      bounds.find((b) => b > row.location) ?? end,
      headings.find((h) => h.location > row.location)?.location ?? end,
    ),
  });

  const title = { start: 0, end: wordCount(page.title) };
  const subject = [
    { range: title, weight: CONTEXT_WEIGHT * FIELD_WEIGHTS.title },
    ...termsOf('').map((range) => ({ range, weight: CONTEXT_WEIGHT * FIELD_WEIGHTS.terms })),
  ];
  const top: Place = {
    page,
    kind: 'top',
    id: '',
    title: page.title,
    start: 0,
    end: headings[0]?.location ?? end,
    name: title,
    terms: termsOf(''),
    rows: [],
    commands: commandsIn({ start: 0, end: headings[0]?.location ?? end }),
    context: [],
  };
  const sections: Place[] = headings.map((heading, i) => {
    const range = { start: heading.location, end: headings[i + 1]?.location ?? end };
    return {
      page,
      kind: 'section',
      id: heading.id,
      title: heading.text!.trim(),
      ...range,
      name: { start: heading.location, end: heading.location + wordCount(heading.text) },
      terms: termsOf(heading.id),
      rows: rows.filter((row) => inside(row.location, range)).map(rowRange),
      commands: commandsIn(range),
      context: subject,
    };
  });
  const rowPlaces: Place[] = rows.map((row) => {
    const parent = sections.findLast((s) => s.start <= row.location);
    const { flag, owner } = row.mark;
    return {
      page,
      kind: 'row',
      id: row.id,
      title: owner ? `${flag} (${owner})` : flag,
      ...rowRange(row),
      // The flag's name: the first word of the row; its short alias after the value's name.
      name: { start: row.location, end: row.location + 1 },
      alias: aliasOf(page.words, row.location),
      terms: [],
      rows: [],
      commands: [],
      section: parent,
      context: parent
        ? [
            ...subject,
            { range: parent.name, weight: CONTEXT_WEIGHT * FIELD_WEIGHTS.heading },
            ...parent.terms.map((range) => ({ range, weight: CONTEXT_WEIGHT * FIELD_WEIGHTS.terms })),
          ]
        : subject,
    };
  });
  return [top, ...sections, ...rowPlaces];
}

/**
 * The query types `command` (`mg esp deploy ./dist` types `esp deploy`): its terms start with `mg`
 * and the command's words, in order. (A command word that is a stop word would never be a term:
 * no mg command has one.)
 */
export function typesCommand(terms: readonly string[], command: readonly string[]): boolean {
  return terms[0] === 'mg' && command.length > 0 && command.every((word, i) => terms[i + 1] === word);
}

/** Where a location stands in a place. A section's flag rows are its text: their names are theirs. */
function fieldOf(place: Place, at: WordLocation): Field {
  if (place.rows.some((row) => inside(at.location, row))) return 'text';
  if (
    at.weight >= FLAG_WEIGHT - WEIGHT_SLACK ||
    (place.kind === 'row' && (inside(at.location, place.name) || (place.alias && inside(at.location, place.alias))))
  )
    return 'flag';
  if (place.terms.some((range) => inside(at.location, range))) return 'terms';
  if (place.kind === 'top' && inside(at.location, place.name)) return 'title';
  if (place.kind === 'section' && inside(at.location, place.name)) return 'heading';
  return 'text';
}

/** The words of a place's own text (not its name or reader words): its length for BM25. */
const textLength = (place: Place) =>
  Math.max(
    1,
    place.end -
      place.start -
      (place.name.end - place.name.start) -
      place.terms.reduce((n, r) => n + r.end - r.start, 0),
  );

/**
 * Each term's rarity over the index (BM25's idf): a rare word counts more than a common one, and a
 * word on more than `commonShare` of the pages as much as one on that share.
 */
export function rarity(pagesWithTerm: number, totalPages: number, commonShare = COMMON_SHARE): number {
  const pages = Math.min(pagesWithTerm, totalPages * commonShare);
  return Math.log(1 + (totalPages - pages + 0.5) / (pages + 0.5));
}

export interface Scored {
  place: Place;
  score: number;
  /** The query names the page's subject: every term is in the page's title. */
  subject: boolean;
  /** The place is named for the query: its name is made of query terms, and they cover the query. */
  named: boolean;
  /** No query term stands in the place itself. */
  empty: boolean;
  /** The share of the query (by rarity) the place holds, 0 to 1. */
  coverage: number;
  /** A flag row named by a flag the query typed as one (`--deleting`, `-d`). */
  flag?: boolean;
  /** That row is in the section of a command the query types (`mg dmt awake --port`: awake's --port, not trip's). */
  commandFlag?: boolean;
  /** A page's top whose sections are the topics the query compares ("dmt vs lsd"). */
  compares?: boolean;
}

/** What one term of the query finds in one place. */
interface Evidence {
  /**
   * What the term is worth here before its rarity counts: its best field's weight plus its
   * saturated text, or, when more, its weight in what holds the place.
   */
  value: number;
  /** How fully it is found, 0 to 1: its strongest match in the place, or CONTEXT_COVER of one in what holds it. */
  found: number;
  /** It stands in the place itself, not only in what holds it. */
  direct: boolean;
  /** It stands in the page's title. */
  inTitle: boolean;
  /** It names the place: in its name or reader words, or itself (not a longer word it starts) in what holds it. */
  names: boolean;
  /** It stands at full strength where a flag's name weighs (a row's flag, or a flag named in a section). */
  namesFlag: boolean;
  /** The words of the place's name it matches as the same word. */
  nameWords: number[];
  /** A flag the query types as one, standing as this row's flag or its short alias. */
  typedFlag: boolean;
}

/** What `term` finds in `place`; `typed`: the query types it as a flag; `norm`: the place's BM25 length norm. */
function evidence(place: Place, term: string, typed: boolean, norm: number): Evidence {
  const page = place.page;
  const locations = page.matches.get(term) ?? [];
  let best = 0;
  let text = 0;
  let context = 0;
  let inContext = false;
  let found = 0;
  const nameWords: number[] = [];
  let typedFlag = false;
  for (const at of locations) {
    const word = page.words[at.location] ?? '';
    const strength = matchStrength(word, term);
    if (!inside(at.location, place)) {
      for (const { range, weight } of place.context)
        if (inside(at.location, range)) {
          if (strength >= FOUND_STRENGTH) inContext = true;
          context = Math.max(context, weight * strength);
          found = Math.max(found, CONTEXT_COVER * strength);
        }
      continue;
    }
    found = Math.max(found, strength);
    const field = fieldOf(place, at);
    if (field === 'text') text += strength * (place.rows.some((row) => inside(at.location, row)) ? ROW_TEXT_WEIGHT : 1);
    else best = Math.max(best, FIELD_WEIGHTS[field] * strength);
    if (inside(at.location, place.name) && (field !== 'text' || place.kind === 'row') && sameWord(word, term))
      nameWords.push(at.location);
    // A flag typed as one, by its long name or its short alias, names its row.
    if (
      place.kind === 'row' &&
      typed &&
      (inside(at.location, place.name) || (place.alias && inside(at.location, place.alias))) &&
      bareWord(word) === term
    )
      typedFlag = true;
  }
  const textScore = (text * (TEXT_SATURATION + 1)) / (text + TEXT_SATURATION * norm);
  return {
    value: Math.max(best + textScore, context),
    found,
    direct: best + textScore > 0,
    inTitle: locations.some((at) => at.weight >= TITLE_WEIGHT - WEIGHT_SLACK && at.weight < FLAG_WEIGHT - WEIGHT_SLACK),
    names: best >= FIELD_WEIGHTS.terms || inContext,
    namesFlag: best >= FIELD_WEIGHTS.flag,
    nameWords,
    typedFlag,
  };
}

/**
 * How well one place answers the query. `idf`: each term's rarity; `averageLength`: the average
 * text length of the places ranked together; `distinct`: each term's rarity without COMMON_SHARE,
 * which decides how much of the query's topic a heading names: a heading of a word every page says
 * ("deploy") names little of "deploy locked", however much that word counts as text.
 */
export function scorePlace(
  place: Place,
  query: QueryTerms,
  idf: ReadonlyMap<string, number>,
  averageLength: number,
  distinct: ReadonlyMap<string, number> = idf,
): Scored {
  const page = place.page;
  const norm = 1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * textLength(place)) / (averageLength || 1);
  const terms = query.terms.map((term) => ({
    rarity: idf.get(term) ?? 0,
    distinct: distinct.get(term) ?? 0,
    ...evidence(place, term, query.flags.has(term), norm),
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const total = sum(terms.map((t) => t.rarity)) || 1;
  /** The share of the query (by rarity) whose terms `pick` holds. */
  const share = (pick: (t: (typeof terms)[number]) => boolean) =>
    sum(terms.map((t) => (pick(t) ? t.rarity : 0))) / total;
  const coverage = sum(terms.map((t) => t.rarity * t.found)) / total;
  const nameMatched = new Set(terms.flatMap((t) => t.nameWords));
  const typedFlag = terms.some((t) => t.typedFlag);
  const nameTopical = page.words
    .slice(place.name.start, place.name.end)
    .map((word, i) => ({ word, at: place.name.start + i }))
    .filter(({ word }) => topical(word));
  // A row is named by its flag typed as a flag, or by the words of its flag (--aws-profile: "aws profile").
  const flagWords =
    place.kind === 'row'
      ? bareWord(page.words[place.name.start] ?? '')
          .split('-')
          .filter(topical)
      : [];
  const named =
    typedFlag ||
    place.commands.some((command) => typesCommand(query.terms, command)) ||
    (nameTopical.length > 0 &&
      (nameTopical.every(({ at }) => nameMatched.has(at)) ||
        (flagWords.length > 1 && flagWords.every((part) => query.terms.some((term) => sameWord(part, term))))) &&
      share((t) => t.names) > NAME_COVERAGE &&
      // A row's own name holds at least half the query: "the port my app listens on" is not about --port.
      (place.kind !== 'row' || share((t) => t.namesFlag) >= ROW_NAME_SHARE) &&
      (place.kind !== 'top' || query.flags.size === 0));
  const subject = place.kind === 'top' && query.flags.size === 0 && terms.every((t) => t.inTitle);
  // A section whose heading is made of the query's words is about the query's topic ("logs" in
  // "logs for yesterday's failures"): it outweighs places that only hold the words, by as much as
  // the heading holds of the query (by rarity, COMMON_SHARE aside). A one-word heading of a word on
  // every page ("deploy") names little of "deploy locked".
  const titled =
    place.kind === 'section' && nameTopical.length > 0 && nameTopical.every(({ at }) => nameMatched.has(at));
  const distinctTotal = sum(terms.map((t) => t.distinct)) || 1;
  const nameWeight = sum(terms.map((t) => (t.nameWords.length > 0 ? t.distinct : 0)));
  const boost = titled ? 1 + (TOPIC_BOOST - 1) * (nameWeight / distinctTotal) : 1;
  // The score counts each word by its rarity, and again by the share of the query's words the place
  // holds, each word once: one rare word ("laptop", in a section about locks) is not the answer to
  // "aws credentials on my laptop" over a section that holds the other two. A word counts as held
  // when found at FOUND_STRENGTH × CONTEXT_COVER or more, in the place or in what holds it (its
  // page's title and reader words). A place holding none (only longer words that start like
  // the query's: "half" for "halfway") scores NONE_HELD_SHARE.
  const wordsHeld = terms.filter((t) => t.found >= FOUND_STRENGTH * CONTEXT_COVER).length;
  const held = wordsHeld > 0 ? wordsHeld / query.terms.length : NONE_HELD_SHARE;
  // A heading holding the question word the query starts with ("Where mg keeps its settings" for
  // "where is my token stored"; "Where's" is "where", as in the query).
  const asked =
    place.kind === 'section' &&
    !!query.asks &&
    page.words.slice(place.name.start, place.name.end).some((word) => wordOf(word) === query.asks);
  const score = sum(terms.map((t) => t.rarity * t.value));
  return {
    place,
    score: score * coverage * coverage * boost * held * (asked ? ASKED_BOOST : 1),
    subject,
    named,
    empty: !terms.some((t) => t.direct),
    flag: typedFlag,
    commandFlag: typedFlag && !!place.section?.commands.some((command) => typesCommand(query.terms, command)),
    coverage,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The words of a place around its matches: its text without its name or reader words, the window
 * of EXCERPT_WORDS words holding the most matches (the start when none), matches marked.
 */
export function excerptOf(place: Place, matched: ReadonlySet<number>): string {
  const skip = [place.kind === 'row' ? { start: 0, end: 0 } : place.name, ...place.terms];
  const positions: number[] = [];
  for (let at = place.start; at < place.end; at++) {
    if (!skip.some((range) => inside(at, range))) positions.push(at);
  }
  let from = 0;
  let best = -1;
  for (let i = 0; i < positions.length; i++) {
    const count = positions.slice(i, i + EXCERPT_WORDS).filter((at) => matched.has(at)).length;
    if (count > best) [best, from] = [count, i];
    if (i + EXCERPT_WORDS >= positions.length) break;
  }
  const shown = positions.slice(from, from + EXCERPT_WORDS);
  const text = shown
    .map((at) => {
      const word = escapeHtml(place.page.words[at] ?? '');
      return matched.has(at) ? `<mark>${word}</mark>` : word;
    })
    .join(' ');
  return `${from > 0 ? '… ' : ''}${text}${from + EXCERPT_WORDS < positions.length ? ' …' : ''}`;
}

/**
 * Orders the scored places: the page named by the query; the row of a flag typed with the command
 * it belongs to; the page comparing the topics a comparison names; places named for the query; then
 * by score. (A typed flag's row is named for the query, and its flag's name counts FIELD_WEIGHTS.flag:
 * with no tier or boost of its own, it lands first on every flag query of the open sets.)
 */
function byRank(a: Scored, b: Scored) {
  return (
    Number(b.subject) - Number(a.subject) ||
    Number(!!b.commandFlag) - Number(!!a.commandFlag) ||
    Number(!!b.compares) - Number(!!a.compares) ||
    Number(b.named) - Number(a.named) ||
    b.score - a.score
  );
}

/**
 * The first results, at most MAX_HITS_PER_PAGE a page and MAX_HITS in all; among the first
 * TOP_HITS, at most TOP_PER_PAGE from one page while another page has a result to offer.
 */
export function diversify<T extends { page: { url: string } }>(ranked: readonly T[]): T[] {
  const chosen: T[] = [];
  const perPage = new Map<string, number>();
  const rest = [...ranked];
  while (rest.length && chosen.length < MAX_HITS) {
    let index = rest.findIndex((item) => (perPage.get(item.page.url) ?? 0) < MAX_HITS_PER_PAGE);
    if (index === -1) break;
    if (chosen.length < TOP_HITS && (perPage.get(rest[index].page.url) ?? 0) >= TOP_PER_PAGE) {
      const other = rest.findIndex((item) => (perPage.get(item.page.url) ?? 0) < TOP_PER_PAGE);
      if (other !== -1) index = other;
    }
    const [item] = rest.splice(index, 1);
    perPage.set(item.page.url, (perPage.get(item.page.url) ?? 0) + 1);
    chosen.push(item);
  }
  return chosen;
}

/** Where a page holds `term` itself: its own family, or most of the word (not only a longer word's start). */
const heldAt = (page: PageMatches, term: string) =>
  (page.matches.get(term) ?? []).filter((at) => matchStrength(page.words[at.location] ?? '', term) >= FOUND_STRENGTH);

/** True when some page holds `term`: its own family, or most of the word. */
export const isHeld = (pages: readonly PageMatches[], term: string) =>
  pages.some((page) => heldAt(page, term).length > 0);

/**
 * The query's terms that the docs hold: a word no page has ("yesterday"), or has only as the start
 * of another word, says nothing about where the answer is, so it neither counts nor dilutes the
 * others. All of them when none is held.
 */
export function heldTerms(pages: readonly PageMatches[], query: QueryTerms): QueryTerms {
  const held = query.terms.filter((term) => isHeld(pages, term));
  return held.length === 0 || held.length === query.terms.length ? query : { ...query, terms: held };
}

/** The place holds the term itself: anywhere in it, or (`own`) in its name or reader words. */
const holds = (place: Place, term: string, own = false) =>
  heldAt(place.page, term).some((at) =>
    own ? [place.name, ...place.terms].some((range) => inside(at.location, range)) : inside(at.location, place),
  );

/**
 * The sections of one page that a comparison ("dmt vs lsd", no flag typed) compares, or none. Its
 * topics are the query's words but the comparison words; there are two or more, each names one of
 * the sections (in its heading or reader words, in any form of the word), and no section named for
 * one of them holds the others: a section that does ("status", saying how it differs from
 * "health") answers the comparison itself, and the page ranks as any other.
 */
export function comparedSections(sections: readonly Place[], query: QueryTerms): Place[] {
  const topics = query.terms.filter((term) => !COMPARISON_WORDS.has(term));
  if (!query.compare || query.flags.size > 0 || topics.length < 2) return [];
  const named = sections.filter((section) => topics.some((term) => holds(section, term, true)));
  const answered = topics.every((term) => named.some((section) => holds(section, term, true)));
  const itself = named.some((section) => topics.every((term) => holds(section, term)));
  return answered && !itself ? named : [];
}

/** Every place of the pages Pagefind found that holds a query term, best first. `totalPages`: the index's size. */
export function rankPlaces(pages: readonly PageMatches[], typed: QueryTerms, totalPages: number): Scored[] {
  const query = heldTerms(pages, typed);
  const pagesWith = (term: string) => pages.filter((page) => (page.matches.get(term) ?? []).length > 0).length;
  const idf = new Map(query.terms.map((term) => [term, rarity(pagesWith(term), totalPages)]));
  const distinct = new Map(query.terms.map((term) => [term, rarity(pagesWith(term), totalPages, 1)]));
  const places = pages.flatMap(placesOf);
  const averageLength = places.reduce((sum, place) => sum + textLength(place), 0) / (places.length || 1);
  const all = places.map((place) => scorePlace(place, query, idf, averageLength, distinct));
  // The top of a page that compares the query's topics is named for it, and scores what the
  // sections it compares score together.
  for (const top of all.filter((s) => s.place.kind === 'top')) {
    const sections = all.filter((s) => s.place.page === top.place.page && s.place.kind === 'section');
    const compared = new Set(
      comparedSections(
        sections.map((s) => s.place),
        query,
      ),
    );
    if (compared.size === 0) continue;
    top.named = true;
    top.compares = true;
    top.empty = false;
    top.score = sections.filter((s) => compared.has(s.place)).reduce((sum, s) => sum + s.score, 0);
  }
  if (query.terms.length > 1) {
    // An introduction yields only to places that answer: never to one holding less than WEAK_COVERAGE
    // of the query, which would make a sure answer look weak. It stays just above the best of those.
    const partial = Math.max(
      0,
      ...all.filter((s) => s.place.kind !== 'top' && !s.named && s.coverage < WEAK_COVERAGE).map((s) => s.score),
    );
    for (const top of all)
      if (top.place.kind === 'top' && !top.subject && !top.named)
        top.score = Math.max(top.score * TOP_SHARE, Math.min(top.score, partial * JUST_ABOVE));
  }
  const scored = all.filter((s) => !s.empty);
  const best = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.subject || s.named || (s.score > 0 && s.score >= best * MIN_SHARE_OF_BEST))
    .sort(byRank);
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
export function rankHits(pages: readonly PageMatches[], query: QueryTerms, totalPages: number): RankedAnswer {
  const ranked = rankPlaces(pages, query, totalPages).map((s) => ({ ...s, page: s.place.page }));
  const first = ranked[0];
  const weak =
    !!first &&
    (!someHoldAll(pages, query) || (!first.subject && !first.named && !first.flag && first.coverage < WEAK_COVERAGE));
  const hits = diversify(ranked).map(({ place }) => {
    const matched = new Set(
      query.terms.flatMap((term) => (place.page.matches.get(term) ?? []).map((at) => at.location)),
    );
    const url = place.id ? `${place.page.url}#${place.id}` : place.page.url;
    return {
      id: url,
      url: withHighlight(url, query.terms),
      page: place.page.title,
      title: place.title,
      excerpt: excerptOf(place, matched),
    };
  });
  return { hits, weak };
}

/** True when some page holds every term of the query; otherwise the results are only the closest. */
export const someHoldAll = (pages: readonly PageMatches[], query: QueryTerms) =>
  pages.some((page) => query.terms.every((term) => (page.matches.get(term) ?? []).length > 0));
