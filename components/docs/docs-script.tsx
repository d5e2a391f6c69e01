'use client';
// What a docs page runs once it has loaded (every docs page renders this; it comes as a chunk of
// its own after the page): the scroll-spy, the "On this page" disclosure closing on a choice, the
// Copy buttons (code blocks and the whole page), other pages fetched on intent, the reader's own
// values in the commands (their panel's code loads when it first opens) and, arriving from a
// search, the highlight.
import { useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { startCopyButtons } from './copy-buttons';
import { startReaderValues } from './reader-values';
import { startIntentPrefetch } from './intent-prefetch';
import { startScrollSpy, startClosingTocOnChoice } from './scroll-spy';
import { startSearchHighlight } from './search-highlight';

const ReaderValuesDialog = lazy(() => import('./reader-values-dialog'));

/** `ids`: the headings "On this page" lists. */
export function DocsScript({ ids }: { ids: readonly string[] }) {
  const search = useSearchParams().toString();
  const router = useRouter();
  const [valuesOpen, setValuesOpen] = useState(false);
  useEffect(() => {
    const stops = [
      startScrollSpy(ids),
      startClosingTocOnChoice(),
      startCopyButtons(),
      startIntentPrefetch((href) => router.prefetch(href)),
      startReaderValues(() => setValuesOpen(true)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [ids, router]);
  useEffect(() => startSearchHighlight(search), [search]);
  return valuesOpen ? (
    <Suspense fallback={null}>
      <ReaderValuesDialog onClose={() => setValuesOpen(false)} />
    </Suspense>
  ) : null;
}
