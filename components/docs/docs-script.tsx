'use client';
// What a docs page runs once it has loaded (every docs page renders this; it comes as a chunk of
// its own after the page): the scroll-spy, the "On this page" disclosure closing on a choice, the
// Copy buttons (code blocks and the whole page), the shell tabs, the previous and next pages fetched
// as the reader nears them, the reader's own values in the commands (their panel's code loads when it
// first opens) and, arriving from a search, the highlight.
import { useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TabClasses } from './code-tabs';
import { startCopyButtons } from './copy-buttons';
import { CODE_TABS_ATTR } from './docs-attrs';
import { startReaderValues } from './reader-values';
import { startPagerPrefetch } from './intent-prefetch';
import { startScrollSpy, startClosingTocOnChoice } from './scroll-spy';
import { HIGHLIGHT_PARAM } from '@/lib/search-address';

const ReaderValuesDialog = lazy(() => import('./reader-values-dialog'));

/** Starts what `load` brings once it arrives; the stop it returns works before that too. */
function startWhenLoaded<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void load().then((module) => {
    if (!stopped) stop = start(module);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The shell tabs, their code loaded only on a page that has some (the overview, Quick Start). */
function startCodeTabsIfAny(classes: TabClasses): () => void {
  if (!document.querySelector(`[${CODE_TABS_ATTR}]`)) return () => {};
  return startWhenLoaded(
    () => import('./code-tabs'),
    ({ startCodeTabs }) => startCodeTabs(classes),
  );
}

/** `ids`: the headings "On this page" lists; `tabClasses`: the site's Tabs look, for the shell tabs. */
export function DocsScript({ ids, tabClasses }: { ids: readonly string[]; tabClasses: TabClasses }) {
  const search = useSearchParams().toString();
  const router = useRouter();
  const [valuesOpen, setValuesOpen] = useState(false);
  useEffect(() => {
    const stops = [
      startScrollSpy(ids),
      startClosingTocOnChoice(),
      startCopyButtons(),
      startCodeTabsIfAny(tabClasses),
      startPagerPrefetch((href) => router.prefetch(href)),
      startReaderValues(() => setValuesOpen(true)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [ids, router, tabClasses]);
  // Arriving from a search (?highlight=): the highlight's code loads only then.
  useEffect(() => {
    if (!new URLSearchParams(search).has(HIGHLIGHT_PARAM)) return;
    return startWhenLoaded(
      () => import('./search-highlight'),
      ({ startSearchHighlight }) => startSearchHighlight(search),
    );
  }, [search]);
  return valuesOpen ? (
    <Suspense fallback={null}>
      <ReaderValuesDialog onClose={() => setValuesOpen(false)} />
    </Suspense>
  ) : null;
}
