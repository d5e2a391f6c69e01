'use client';
// The search dialog's state: Pagefind (its script and the index, fetched on first open), then a
// search after each pause in typing, its results, and what the status line says. Each search
// records how long it took, from the end of the pause to its results on screen (User Timing).
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MEASURE } from '@/lib/search/measure';
import {
  PAGEFIND_OPTIONS,
  indexSize,
  searchCode,
  searchMarks,
  searchWords,
  type Pagefind,
  type SearchIndex,
} from '@/lib/search/pagefind';
import type { SearchHit } from '@/lib/search/rank';
import { searchDocs, type SearchAnswer } from '@/lib/search/search';
import { SEARCH_DEBOUNCE_MS, searchStatusText, type SearchStatus } from '@/lib/search/status';
import { PAGEFIND_URL } from '@/lib/search-address';

let indexPromise: Promise<SearchIndex> | undefined;
function loadIndex(): Promise<SearchIndex> {
  // A runtime URL, not a module of the bundle: the index is written after the build.
  indexPromise ??= Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL).then(async (pagefind: Pagefind) => {
      await pagefind.options(PAGEFIND_OPTIONS);
      return pagefind;
    }),
    indexSize(0),
    searchMarks(),
    searchCode(),
  ]).then(([pagefind, pages, marks, code]) => ({ pagefind, pages, marks, code }));
  indexPromise.catch(() => {
    indexPromise = undefined; // let a later open try again
  });
  return indexPromise;
}

let wordsPromise: Promise<readonly string[]> | undefined;
/** The docs' words for typo tolerance, fetched the first time a query word finds nothing. */
function loadWords(): Promise<readonly string[]> {
  wordsPromise ??= searchWords();
  wordsPromise.catch(() => {
    wordsPromise = undefined; // a later search may try again
  });
  return wordsPromise;
}

export interface SearchState {
  hits: SearchHit[];
  /** The status line: loading, unavailable, no results, a weak answer, or how many. */
  message: string;
  /** Nothing answers the query well: the results are only the closest pages. */
  weak: boolean;
  /** The query the results shown answer. */
  answered: string;
}

const NO_ANSWER = { hits: [], weak: false, corrections: [], answered: '' };

export function useSearch(open: boolean, query: string): SearchState {
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [answer, setAnswer] = useState<SearchAnswer & { answered: string }>(NO_ANSWER);
  const started = useRef(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadIndex().then(
      () => current && setStatus('ready'),
      () => current && setStatus('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [open]);

  useEffect(() => {
    if (status !== 'ready') return;
    const term = query.trim();
    let current = true;
    const timer = setTimeout(async () => {
      started.current = performance.now();
      try {
        const index = await loadIndex();
        const found = term ? await searchDocs(index, term, loadWords) : NO_ANSWER;
        if (current) setAnswer({ ...found, answered: term });
      } catch {
        // A part of the index that cannot be fetched (the network lost, or cut off as the page
        // leaves) fails the search: the status says the search is unavailable; nothing is thrown.
        if (current) setStatus('unavailable');
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, status]);

  useEffect(() => {
    if (answer.answered) performance.measure(SEARCH_MEASURE, { start: started.current });
  }, [answer]);

  const term = query.trim();
  // Until the query typed is answered, the status says so, never "No results" for it.
  const shown: SearchStatus = status === 'ready' && term !== answer.answered ? 'searching' : status;
  return {
    hits: answer.hits,
    answered: answer.answered,
    weak: answer.weak && answer.answered !== '',
    message: searchStatusText(shown, term, answer.hits.length, answer.weak, answer.corrections),
  };
}
