// How well one place answers the query: each term counts by its rarity over the index and by where
// it stands in the place (rules.ts: FIELD_WEIGHTS; text saturates, as in BM25), and the sum is
// scaled by the share of the query the place holds and by what its heading says of the query (its
// topic, the question word). The scoring also says what the order's tiers read (rules.ts: TIERS):
// whether the place is the page the query names, a place named for the query, a typed flag's row.
import { FLAG_WEIGHT } from '../mdx/anchor-ids.ts';
import { matchStrength, sameWord, topical, typesCommand } from './match.ts';
import { inside, textLength, type Place, type WordLocation } from './places.ts';
import { bareWord, wordOf, type QueryTerms } from './query.ts';
import { RULES, type Rules } from './rules.ts';

type Field = keyof Rules['FIELD_WEIGHTS'] | 'text';

/** Where a location stands in a place. A section's flag rows are its text: their names are theirs. */
function fieldOf(place: Place, at: WordLocation, rules: Rules): Field {
  if (place.rows.some((row) => inside(at.location, row))) return 'text';
  if (
    at.weight >= FLAG_WEIGHT - rules.WEIGHT_SLACK ||
    (place.kind === 'row' && (inside(at.location, place.name) || (place.alias && inside(at.location, place.alias))))
  )
    return 'flag';
  if (place.terms.some((range) => inside(at.location, range))) return 'terms';
  if (place.kind === 'top' && inside(at.location, place.name)) return 'title';
  if (place.kind === 'section' && inside(at.location, place.name)) return 'heading';
  return 'text';
}

/**
 * Each term's rarity over the index (BM25's idf): a rare word counts more than a common one, and a
 * word on more than `commonShare` of the pages as much as one on that share.
 */
export function rarity(pagesWithTerm: number, totalPages: number, commonShare = RULES.COMMON_SHARE): number {
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
function evidence(place: Place, term: string, typed: boolean, norm: number, rules: Rules): Evidence {
  const { CONTEXT_COVER, FIELD_WEIGHTS, FOUND_STRENGTH, ROW_TEXT_WEIGHT, TEXT_SATURATION, TITLE_WEIGHT, WEIGHT_SLACK } =
    rules;
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
    const strength = matchStrength(word, term, rules);
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
    const field = fieldOf(place, at, rules);
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
  rules: Rules = RULES,
): Scored {
  const { ASKED_BOOST, CONTEXT_COVER, FOUND_STRENGTH, LENGTH_NORMALISATION, NAME_COVERAGE, NONE_HELD_SHARE } = rules;
  const { ROW_NAME_SHARE, TOPIC_BOOST } = rules;
  const page = place.page;
  const norm = 1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * textLength(place)) / (averageLength || 1);
  const terms = query.terms.map((term) => ({
    rarity: idf.get(term) ?? 0,
    distinct: distinct.get(term) ?? 0,
    ...evidence(place, term, query.flags.has(term), norm, rules),
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
