'use client';
// The search's keyboard shortcuts (Ctrl-K, Cmd-K, "/"), live from the moment the page has hydrated
// while the header, search button included, may still be dormant (components/ui/dormant.tsx): a
// shortcut wakes the header, and its search button opens the dialog as soon as it runs. Holding
// Control or Meta fetches the dialog's code ahead of the K.
import { useEffect } from 'react';
import { wakeDormant } from '@/components/ui/dormant';
import { isSearchShortcut } from '@/lib/search-shortcut';
import { loadSearchDialog } from './use-search-dialog';

/** Marks the search button, which names the shortcuts once they work. */
export const SEARCH_TRIGGER_ATTR = 'data-search-trigger';
const SHORTCUTS = 'Control+K Meta+K /';

/** What opens the dialog, once the search button runs; a shortcut pressed before that waits for it. */
let opener: (() => void) | null = null;
let pending = false;

/** The search button's way to be opened by the shortcuts; returns its undoing. */
export function onSearchShortcut(open: () => void): () => void {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}

export function SearchShortcut() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        if (opener) opener();
        else {
          pending = true;
          wakeDormant();
        }
      } else if (event.key === 'Control' || event.key === 'Meta') loadSearchDialog().catch(() => {});
    };
    window.addEventListener('keydown', onKey);
    const button = document.querySelector(`[${SEARCH_TRIGGER_ATTR}]`);
    button?.setAttribute('aria-keyshortcuts', SHORTCUTS);
    return () => {
      window.removeEventListener('keydown', onKey);
      button?.removeAttribute('aria-keyshortcuts');
    };
  }, []);
  return null;
}
