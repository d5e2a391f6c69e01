// One search, from the query typed to the results shown: the query's topic words (query.ts), the
// pages Pagefind finds for each (pagefind.ts), a word the docs lack read as the docs' word for it
// (synonyms.ts) or as the docs' word one letter away (typos.ts), and the places ranked (rank.ts).
import { findPages, type SearchIndex } from './pagefind.ts';
import { queryTerms } from './query.ts';
import { isHeld } from './match.ts';
import { rankHits, type SearchHit } from './rank.ts';
import { RULES, type Rules } from './rules.ts';
import { synonym } from './synonyms.ts';
import { TYPO_MIN_LENGTH, correction } from './typos.ts';

export interface SearchAnswer {
  hits: SearchHit[];
  /** Nothing answers the query well: the results are only the closest pages. */
  weak: boolean;
  /** Each word the docs lack that was read as another (a reader word, a typo), and the docs' word it was read as. */
  corrections: [typed: string, read: string][];
}

/**
 * The results for `query` in `index`. `loadWords`: the docs' words, most frequent first
 * (lib/search/words.ts), asked for only when a word of five or more letters finds nothing and is
 * no reader word. `rules`: the ranking's (RULES unless one is turned off to measure it).
 */
export async function searchDocs(
  index: SearchIndex,
  query: string,
  loadWords?: () => Promise<readonly string[]>,
  rules: Rules = RULES,
): Promise<SearchAnswer> {
  let terms = queryTerms(query);
  if (terms.terms.length === 0) return { hits: [], weak: false, corrections: [] };
  let pages = await findPages(index, terms.terms);
  const missing = terms.terms.filter((term) => !terms.flags.has(term) && !isHeld(pages, term, rules));
  const readAs = new Map(missing.map((term) => [term, synonym(term, rules)]));
  const typos = missing.filter((term) => !readAs.get(term) && term.length >= TYPO_MIN_LENGTH);
  if (typos.length && loadWords) {
    const words = await loadWords().catch(() => [] as readonly string[]);
    for (const term of typos) readAs.set(term, correction(term, words));
  }
  const corrections: [string, string][] = [];
  for (const [term, read] of readAs)
    if (read && !terms.terms.includes(read) && !corrections.some(([, other]) => other === read))
      corrections.push([term, read]);
  if (corrections.length) {
    const read = new Map(corrections);
    terms = { ...terms, terms: terms.terms.map((term) => read.get(term) ?? term) };
    pages = await findPages(index, terms.terms);
  }
  const { hits, weak } = rankHits(pages, terms, Math.max(index.pages, pages.length), rules);
  return { hits, weak, corrections };
}
