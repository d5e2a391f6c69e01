'use client';
// The keys of the search field, as a combobox's: Down and Up move through the results (wrapping),
// Enter goes to the one marked, Escape closes the dialog. Escape is handled here, not left to the
// <dialog>: WebKit's search field takes Escape to clear itself, and no cancel reaches the dialog.
import { useState, type KeyboardEvent } from 'react';

export function useResultKeys<T>(results: readonly T[], go: (result: T) => void, close: () => void) {
  // The mark belongs to the results it was set on: new results mark their first again.
  const [mark, setMark] = useState({ results, index: 0 });
  const active = mark.results === results ? mark.index : 0;
  const setActive = (index: number) => setMark({ results, index });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (results[active]) go(results[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return { active, setActive, onKeyDown };
}
