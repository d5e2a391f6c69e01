// Word matching: how a word of a page answers a term of the query. Pagefind matches stems and
// prefixes; the ranking counts a term's own family in full (its inflections and its action noun:
// confirming finds confirmation, deleted finds deletion) and keeps apart what a reader keeps apart
// (deployment is not deploy, login is not logs), counting those by how much of the word they share.
// From that: which of the query's words the docs hold at all (a word no page holds neither counts
// nor dilutes the others), whether a query types a command, which words of a name are its topic.
import type { PageMatches } from './places.ts';
import { STOP_WORDS, bareWord, type QueryTerms } from './query.ts';
import { RULES, type Rules } from './rules.ts';

/** A word of a name that must be matched for the place to be named by the query. */
export const topical = (word: string) => {
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
export function matchStrength(word: string, term: string, rules: Rules = RULES): number {
  if (isValueName(word)) return 0;
  const w = bareWord(word);
  if (!w) return 0;
  // A flag's or a file's parts are words too, as Pagefind indexes them: "aws" in --aws-profile.
  const parts = w.includes('-') && !term.includes('-') ? w.split('-').filter(Boolean) : [];
  return Math.max(strength(w, term, rules), ...parts.map((part) => strength(part, term, rules)));
}

function strength(w: string, term: string, rules: Rules): number {
  let common = 0;
  while (common < w.length && common < term.length && w[common] === term[common]) common += 1;
  if (
    common >= rules.FAMILY_STEM &&
    FAMILY_ENDINGS.test(ending(w, common)) &&
    FAMILY_ENDINGS.test(ending(term, common))
  )
    return 1;
  return (common / Math.max(w.length, term.length)) ** 2;
}

/**
 * The query types `command` (`mg esp deploy ./dist` types `esp deploy`): its terms start with `mg`
 * and the command's words, in order. (A command word that is a stop word would never be a term:
 * no mg command has one.)
 */
export function typesCommand(terms: readonly string[], command: readonly string[]): boolean {
  return terms[0] === 'mg' && command.length > 0 && command.every((word, i) => terms[i + 1] === word);
}

/** Where a page holds `term` itself: its own family, or most of the word (not only a longer word's start). */
export const heldAt = (page: PageMatches, term: string, rules: Rules) =>
  (page.matches.get(term) ?? []).filter(
    (at) => matchStrength(page.words[at.location] ?? '', term, rules) >= rules.FOUND_STRENGTH,
  );

/** True when some page holds `term`: its own family, or most of the word. */
export const isHeld = (pages: readonly PageMatches[], term: string, rules: Rules = RULES) =>
  pages.some((page) => heldAt(page, term, rules).length > 0);

/**
 * The query's terms that the docs hold: a word no page has ("yesterday"), or has only as the start
 * of another word, says nothing about where the answer is, so it neither counts nor dilutes the
 * others. All of them when none is held.
 */
export function heldTerms(pages: readonly PageMatches[], query: QueryTerms, rules: Rules = RULES): QueryTerms {
  const held = query.terms.filter((term) => isHeld(pages, term, rules));
  return held.length === 0 || held.length === query.terms.length ? query : { ...query, terms: held };
}

/** True when some page holds every term of the query; otherwise the results are only the closest. */
export const someHoldAll = (pages: readonly PageMatches[], query: QueryTerms) =>
  pages.some((page) => query.terms.every((term) => (page.matches.get(term) ?? []).length > 0));
