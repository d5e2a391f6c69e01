// One search, from the query typed to the results shown: the query's topic words (query.ts), the
// pages Pagefind finds for each (pagefind.ts), ranked into places (rank.ts).
import { findPages, type Pagefind } from '@/lib/search/pagefind';
import { queryTerms } from '@/lib/search/query';
import { rankHits, someHoldAll, type SearchHit } from '@/lib/search/rank';

export interface SearchAnswer {
  hits: SearchHit[];
  /** No page holds every word of the query: the results are only the closest. */
  closest: boolean;
}

/** The results for `query`. `totalPages`: how many pages the index holds. */
export async function searchDocs(pagefind: Pagefind, query: string, totalPages: number): Promise<SearchAnswer> {
  const terms = queryTerms(query);
  if (terms.terms.length === 0) return { hits: [], closest: false };
  const pages = await findPages(pagefind, terms.terms);
  const hits = rankHits(pages, terms, Math.max(totalPages, pages.length));
  return { hits, closest: hits.length > 0 && !someHoldAll(pages, terms) };
}
