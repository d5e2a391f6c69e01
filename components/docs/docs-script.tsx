'use client';
// What a docs page runs once it has loaded (every docs page renders this; it comes as a chunk of
// its own after the page): the scroll-spy, the "On this page" disclosure closing on a choice, and
// the Copy buttons.
import { useEffect } from 'react';
import { startCopyButtons } from './copy-buttons';
import { startClosingTocOnChoice, startScrollSpy } from './scroll-spy';

/** `ids`: the headings "On this page" lists. */
export function DocsScript({ ids }: { ids: readonly string[] }) {
  useEffect(() => {
    const stops = [startScrollSpy(ids), startClosingTocOnChoice(), startCopyButtons()];
    return () => stops.forEach((stop) => stop());
  }, [ids]);
  return null;
}
