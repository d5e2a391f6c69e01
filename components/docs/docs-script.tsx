'use client';
// What a docs page runs once it has loaded (every docs page renders this; it comes as a chunk of
// its own after the page): the scroll-spy, the "On this page" disclosure closing on a choice, the
// Copy buttons (code blocks and the whole page), other pages fetched on intent and, arriving from a
// search, the highlight.
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { startCopyButtons } from './copy-buttons';
import { startIntentPrefetch } from './intent-prefetch';
import { startScrollSpy, startClosingTocOnChoice } from './scroll-spy';
import { startSearchHighlight } from './search-highlight';

/** `ids`: the headings "On this page" lists. */
export function DocsScript({ ids }: { ids: readonly string[] }) {
  const search = useSearchParams().toString();
  const router = useRouter();
  useEffect(() => {
    const stops = [
      startScrollSpy(ids),
      startClosingTocOnChoice(),
      startCopyButtons(),
      startIntentPrefetch((href) => router.prefetch(href)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [ids, router]);
  useEffect(() => startSearchHighlight(search), [search]);
  return null;
}
