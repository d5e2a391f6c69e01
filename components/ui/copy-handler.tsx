'use client';
// The docs' Copy (components/docs/copy-buttons.ts) on a page outside the docs: one click handler for
// the page, started while at least one code frame is mounted. The label changes in the page's
// markup, as on docs pages, not through React state.
import { useEffect } from 'react';
import { startCopyButtons } from '@/components/docs/copy-buttons';

let frames = 0;
let stop: (() => void) | undefined;

export function CopyHandler() {
  useEffect(() => {
    frames += 1;
    stop ??= startCopyButtons();
    return () => {
      frames -= 1;
      if (frames === 0) {
        stop?.();
        stop = undefined;
      }
    };
  }, []);
  return null;
}
