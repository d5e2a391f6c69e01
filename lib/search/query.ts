// What a reader typed, as the search reads it: the words that carry the topic, in the form the
// index holds them. The search dialog loads this with the rest of the ranking on first open.
import { HIGHLIGHT_PARAM } from '../search-address.ts';

/**
 * Words that carry no topic: question words, pronouns, auxiliaries and their contractions, articles,
 * prepositions, quantifiers ("how do I …", "remove every …", "which … yet"), light verbs that take
 * their meaning from the rest ("put my keys", "make it bigger", "see the logs", "say which"), and
 * generic nouns and adverbs ("stuff", "a step", "still", "instead"). They never decide the ranking.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also am an and any are as at be been before being between but by can could did do does doing ' +
    'done each either every for from get gets getting go had happen happens has have how i if in into is it its ' +
    'just let many me more most much ' +
    'mean means might my need needs not of on one or our own please should so some such than that the their them ' +
    'then there these they this those to too us use using want was we were what whatever when where whether ' +
    'which while who why will with without would yet you your ' +
    'bring find give keep know make put see take tell thing things ' +
    "can't cant didn't didnt doesn't doesnt don't dont i'm im isn't isnt it's won't wont " +
    'already again actually anything everything nothing really something still stuff instead like lot lots maybe ' +
    'says say said step steps try tried trying way ways whole'
  ).split(' '),
);

/**
 * Words that ask to compare the query's other words ("dmt vs lsd", "the difference between status
 * and health"). They stay terms (a page's reader words may say "compare"), but are no topic of the
 * comparison.
 */
export const COMPARISON_WORDS: ReadonlySet<string> = new Set(
  'vs versus compare compared comparison difference differences'.split(' '),
);

export interface QueryTerms {
  /** The topic words, lowercase, each once, in the order typed: `--local-port` is `local-port`. */
  terms: string[];
  /** The terms typed as a flag (`--dose`, `-y`). */
  flags: ReadonlySet<string>;
  /** The query asks to compare its other words: it holds a comparison word, not typed as a flag. */
  compare: boolean;
  /** The question word the query starts with, when it names the kind of answer (ASKING_WORDS). */
  asks?: string;
}

/**
 * Question words that name the kind of answer when a query starts with them: a place ("where is my
 * token stored"), a time or a choice ("when should I use esp"), a reason. A heading holding the same
 * word ("Where mg keeps its settings", "What lives where", "When to use ESP") is written for that
 * question. Later in a query they rarely ask ("see which deployments we have and where they live");
 * "what", "how" and "which" start nearly every question and name no kind of answer. They stay stop
 * words: no topic.
 */
export const ASKING_WORDS: ReadonlySet<string> = new Set(['where', 'when', 'why']);

/** A word lowercase, without the punctuation around it: how the ranking compares a page's word to a term. */
export const bareWord = (raw: string) => raw.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');

/**
 * One word as the search reads it: bare (bareWord), straight apostrophes, a possessive as its noun
 * and a contraction as its first word ("yesterday's" is "yesterday", "Where's" and "where'd" are
 * "where", "we're" is "we"; a "n't" stays: "don't" is a stop word).
 */
export const wordOf = (raw: string) => bareWord(raw.replace(/[\u2018\u2019]/g, "'")).replace(/'(s|d|re|ll|ve)$/, '');

/**
 * Reads a query: splits it on spaces, reads each word (wordOf: a flag's leading dashes go too, as
 * Pagefind indexes `--local-port` as `local-port` and its parts), and leaves out the stop words. A
 * query of stop words only keeps them (a search for "which" finds "which").
 */
export function queryTerms(query: string): QueryTerms {
  const flags = new Set<string>();
  const words: string[] = [];
  for (const raw of query.split(/\s+/)) {
    const flag = /^-{1,2}[a-z0-9]/i.test(raw);
    const word = wordOf(raw);
    if (!word || words.includes(word)) continue;
    words.push(word);
    if (flag) flags.add(word);
  }
  const topical = words.filter((word) => flags.has(word) || !STOP_WORDS.has(word));
  const compare = words.some((word) => COMPARISON_WORDS.has(word) && !flags.has(word));
  const asks = ASKING_WORDS.has(words[0]) && !flags.has(words[0]) ? words[0] : undefined;
  return { terms: topical.length ? topical : words, flags, compare, ...(asks ? { asks } : {}) };
}

/** A result's address with the words to highlight on arrival: /mg/cli/dmt/?highlight=dose#option-dose. */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const hash = url.indexOf('#');
  const [path, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const query = terms.map((term) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(term)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}${fragment}`;
}
