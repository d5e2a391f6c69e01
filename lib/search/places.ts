// The places a result can land on, built from what Pagefind gives of a page: its words in order
// and the elements with an id (its anchors) where they stand, told apart by the build's marks
// (marks.ts). A page is cut into its top (the title and the introduction), a section under each
// heading, and a row for each flag of an options table; each place knows where its own name, its
// reader words and what holds it stand, for the scoring to weigh a word by where it is.
import type { PageMarks, SearchMark } from './marks.ts';
import { heldAt, isValueName } from './match.ts';
import { RULES, type Rules } from './rules.ts';

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
  /** Which of its words are code (for the excerpts only; none known when absent). */
  code?: ReadonlySet<number>;
  /** Query term → its locations in this page. */
  matches: ReadonlyMap<string, readonly WordLocation[]>;
}

export interface Range {
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

/** The location stands in the range. */
export const inside = (location: number, range: Range) => location >= range.start && location < range.end;
const wordCount = (text = '') => text.split(/\s+/).filter(Boolean).length;

/** A short alias (`-d.`) among the two words after a row's flag (`--domain <name> -d.`). */
function aliasOf(words: readonly string[], flag: number): Range | undefined {
  for (let at = flag + 1; at <= flag + 2 && at < words.length; at++) {
    if (/^-[a-z0-9][.,]?$/i.test(words[at])) return { start: at, end: at + 1 };
    if (!isValueName(words[at])) return undefined;
  }
  return undefined;
}

/** The places of one page: its top, each heading's section, each flag's row. */
export function placesOf(page: PageMatches, rules: Rules = RULES): Place[] {
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
  const { CONTEXT_WEIGHT, FIELD_WEIGHTS } = rules;
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
    const { flag } = row.mark;
    return {
      page,
      kind: 'row',
      id: row.id,
      // The flag; the result names its section by the section's heading (rank.ts).
      title: flag,
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

/** The words of a place's own text (not its name or reader words): its length for BM25. */
export const textLength = (place: Place) =>
  Math.max(
    1,
    place.end -
      place.start -
      (place.name.end - place.name.start) -
      place.terms.reduce((n, r) => n + r.end - r.start, 0),
  );

/** The place holds the term itself: anywhere in it, or (`own`) in its name or reader words. */
export const holds = (place: Place, term: string, rules: Rules, own = false) =>
  heldAt(place.page, term, rules).some((at) =>
    own ? [place.name, ...place.terms].some((range) => inside(at.location, range)) : inside(at.location, place),
  );
