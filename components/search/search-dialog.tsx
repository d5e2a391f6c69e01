'use client';
// The docs search dialog: a combobox over Pagefind's results. This module, Pagefind's script and
// its index load on the first open only (see search.tsx).
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_PAGES,
  MIN_EXACT_PAGES,
  SEARCH_DEBOUNCE_MS,
  closestPages,
  mergePageData,
  pagefindQuery,
  searchStatusText,
  searchWords,
  toHits,
  type Pagefind,
  type PagefindData,
  type PagefindResult,
  type SearchHit,
  type SearchStatus,
} from '@/lib/search';
import { PAGEFIND_URL } from '@/lib/search-address';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

/**
 * A result's data as it is now: Pagefind keeps one data object a page and recomputes its sections
 * on each search, so data read after a later search would hold that search's sections.
 */
const snapshot = async (result: PagefindResult): Promise<PagefindData> => structuredClone(await result.data());

/**
 * The pages for a query: Pagefind's (every word matched); when fewer than MIN_EXACT_PAGES, followed
 * by the pages matching most of its words (`closest` when no page matched them all).
 */
async function findPages(pagefind: Pagefind, term: string): Promise<{ pages: PagefindData[]; closest: boolean }> {
  const exact = ((await pagefind.search(pagefindQuery(term)))?.results ?? []).slice(0, MAX_PAGES);
  const exactPages = await Promise.all(exact.map(snapshot));
  const words = searchWords(term);
  if (exact.length >= MIN_EXACT_PAGES || words.length < 2) return { pages: exactPages, closest: false };
  // One word at a time, each result's data read before the next search.
  const perWord: { id: string; score: number; data: PagefindData }[][] = [];
  for (const word of words) {
    const results = (await pagefind.search(word))?.results ?? [];
    perWord.push(await Promise.all(results.map(async (r) => ({ id: r.id, score: r.score, data: await snapshot(r) }))));
  }
  const ranked = closestPages(perWord)
    .filter(({ id }) => !exact.some((r) => r.id === id))
    .slice(0, MAX_PAGES - exact.length);
  const closestData = ranked.map(({ id }) =>
    mergePageData(
      perWord
        .flat()
        .filter((r) => r.id === id)
        .map((r) => r.data),
    ),
  );
  return { pages: [...exactPages, ...closestData], closest: exact.length === 0 && closestData.length > 0 };
}

let pagefindPromise: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  // A runtime URL, not a module of the bundle: the index is written after the build.
  pagefindPromise ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL).then(
    async (module: Pagefind) => {
      await module.options({ excerptLength: 18 });
      return module;
    },
  );
  pagefindPromise.catch(() => {
    pagefindPromise = undefined; // let a later open try again
  });
  return pagefindPromise;
}

/** `initialQuery`: what the field holds when the dialog first opens (the 404 page fills it in). */
export default function SearchDialog({
  open,
  onClose,
  initialQuery = '',
}: {
  open: boolean;
  onClose: () => void;
  initialQuery?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);
  const [closest, setClosest] = useState(false);
  const [status, setStatus] = useState<SearchStatus>('loading');

  useEffect(() => {
    if (!open) return;
    // The modal has opened (its effect runs first): pick up where the last search left off.
    input.current?.select();
    let current = true;
    loadPagefind().then(
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
      const pagefind = await loadPagefind();
      const { pages, closest } = term ? await findPages(pagefind, term) : { pages: [], closest: false };
      if (!current) return;
      setHits(toHits(pages, term));
      setClosest(closest);
      setActive(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, status]);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onClose();
    router.push(hit.url);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    }
  };

  const message = searchStatusText(status, query.trim(), hits.length, closest);

  return (
    <Modal open={open} onClose={onClose} label="Search the documentation" className={styles.dialog} keepMounted>
      <div className={styles.panel}>
        <div className={styles.field}>
          <SearchIcon />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits[active] ? `${listId}-${active}` : undefined}
            placeholder="Search commands, flags, guides…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
            autoComplete="off"
            spellCheck={false}
          />
          <Button variant="chip" size="sm" onClick={onClose}>
            Esc<span className="visually-hidden"> to close the search</span>
          </Button>
        </div>
        <p className={styles.status} role="status">
          {message}
        </p>
        <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.hit}
              data-href={hit.url}
              onMouseMove={() => setActive(index)}
              // Options hold no links (no nested interactive content): a click or Enter goes.
              onClick={() => go(hit)}
            >
              <span className={styles.hitPage}>{hit.page}</span>
              <span className={styles.hitTitle}>{hit.title}</span>
              {/* Pagefind escapes the page text and adds only <mark> elements. */}
              <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
