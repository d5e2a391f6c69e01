// The order of the scored places: the rewrites that need every place scored first (a page comparing
// the query's topics, a page's introduction yielding to a section that answers a task), then the
// tiers (rules.ts: TIERS) and the score, then the list's limits (how many results, how many from
// one page, two pages among the first three).
import { heldTerms } from './match.ts';
import { holds, placesOf, textLength, type PageMatches, type Place } from './places.ts';
import { COMPARISON_WORDS, type QueryTerms } from './query.ts';
import { RULES, type Rules } from './rules.ts';
import { rarity, scorePlace, type Scored } from './score.ts';

/**
 * The order of the scored places (rules.ts: TIERS): a place the first tier that tells two places
 * apart holds comes first; then the higher score.
 */
const byRank =
  (tiers: Rules['TIERS']) =>
  (a: Scored, b: Scored): number => {
    for (const tier of tiers) {
      const apart = Number(!!b[tier]) - Number(!!a[tier]);
      if (apart) return apart;
    }
    return b.score - a.score;
  };

/**
 * The first results, at most MAX_HITS_PER_PAGE a page and MAX_HITS in all; among the first
 * TOP_HITS, at most TOP_PER_PAGE from one page while another page has a result to offer.
 */
export function diversify<T extends { page: { url: string } }>(ranked: readonly T[], rules: Rules = RULES): T[] {
  const { MAX_HITS, MAX_HITS_PER_PAGE, TOP_HITS, TOP_PER_PAGE } = rules;
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

/**
 * The sections of one page that a comparison ("dmt vs lsd", no flag typed) compares, or none. Its
 * topics are the query's words but the comparison words; there are two or more, each names one of
 * the sections (in its heading or reader words, in any form of the word), and no section named for
 * one of them holds the others: a section that does ("status", saying how it differs from
 * "health") answers the comparison itself, and the page ranks as any other.
 */
export function comparedSections(sections: readonly Place[], query: QueryTerms, rules: Rules = RULES): Place[] {
  const topics = query.terms.filter((term) => !COMPARISON_WORDS.has(term));
  if (!query.compare || query.flags.size > 0 || topics.length < 2) return [];
  const named = sections.filter((section) => topics.some((term) => holds(section, term, rules, true)));
  const answered = topics.every((term) => named.some((section) => holds(section, term, rules, true)));
  const itself = named.some((section) => topics.every((term) => holds(section, term, rules)));
  return answered && !itself ? named : [];
}

/**
 * The first rewrite: the top of a page that compares the query's topics (comparedSections) is named
 * for it and scores what the sections it compares score together.
 */
function scoreComparingTops(all: Scored[], query: QueryTerms, rules: Rules): void {
  for (const top of all.filter((s) => s.place.kind === 'top')) {
    const sections = all.filter((s) => s.place.page === top.place.page && s.place.kind === 'section');
    const compared = new Set(
      comparedSections(
        sections.map((s) => s.place),
        query,
        rules,
      ),
    );
    if (compared.size === 0) continue;
    top.named = true;
    top.compares = true;
    top.empty = false;
    top.score = sections.filter((s) => compared.has(s.place)).reduce((sum, s) => sum + s.score, 0);
  }
}

/**
 * The second rewrite: for a query of two or more terms, the top of a page that is neither its
 * subject nor named for it keeps TOP_SHARE of its score. An introduction yields only to places that
 * answer: never to one holding less than WEAK_COVERAGE of the query, which would make a sure answer
 * look weak. It stays just above the best of those.
 */
function yieldTops(all: Scored[], query: QueryTerms, rules: Rules): void {
  const { JUST_ABOVE, TOP_SHARE, WEAK_COVERAGE } = rules;
  if (query.terms.length <= 1) return;
  const partial = Math.max(
    0,
    ...all.filter((s) => s.place.kind !== 'top' && !s.named && s.coverage < WEAK_COVERAGE).map((s) => s.score),
  );
  for (const top of all)
    if (top.place.kind === 'top' && !top.subject && !top.named)
      top.score = Math.max(top.score * TOP_SHARE, Math.min(top.score, partial * JUST_ABOVE));
}

/**
 * Every place of the pages Pagefind found that holds a query term, best first: each scored, then
 * the two rewrites (in this order: the second spares a top the first names for the query), then
 * the noise left out (under MIN_SHARE_OF_BEST of the best score, unless it is the page the query
 * names or named for the query), then ordered by TIERS and score. `totalPages`: the index's size.
 */
export function rankPlaces(
  pages: readonly PageMatches[],
  typed: QueryTerms,
  totalPages: number,
  rules: Rules = RULES,
): Scored[] {
  const query = heldTerms(pages, typed, rules);
  const pagesWith = (term: string) => pages.filter((page) => (page.matches.get(term) ?? []).length > 0).length;
  const idf = new Map(query.terms.map((term) => [term, rarity(pagesWith(term), totalPages, rules.COMMON_SHARE)]));
  const distinct = new Map(query.terms.map((term) => [term, rarity(pagesWith(term), totalPages, 1)]));
  const places = pages.flatMap((page) => placesOf(page, rules));
  const averageLength = places.reduce((sum, place) => sum + textLength(place), 0) / (places.length || 1);
  const all = places.map((place) => scorePlace(place, query, idf, averageLength, distinct, rules));
  scoreComparingTops(all, query, rules);
  yieldTops(all, query, rules);
  const scored = all.filter((s) => !s.empty);
  const best = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.subject || s.named || (s.score > 0 && s.score >= best * rules.MIN_SHARE_OF_BEST))
    .sort(byRank(rules.TIERS));
}
