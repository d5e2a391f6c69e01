'use client';
// The docs search dialog's owner and its keyboard shortcuts (Ctrl-K, Cmd-K, "/"), hydrated with the
// page while the header, search button included, stays dormant until used (components/ui/dormant.tsx):
// a shortcut opens the dialog without waking the header, and the header's button, once awake, asks
// here through `openSearch`. The dialog's code comes on intent (Control or Meta held for a shortcut,
// a pointer or focus on the button) and is shown the moment it is there (use-search-dialog.ts);
// Pagefind and the index on first open.
import { useEffect, useState } from 'react';
import { isSearchShortcut } from '@/lib/search-shortcut';
import { loadSearchDialog, useSearchDialog } from './use-search-dialog';

/** Marks the header's search button, which names the shortcuts once they work. */
export const SEARCH_TRIGGER_ATTR = 'data-search-trigger';
const SHORTCUTS = 'Control+K Meta+K /';

/** Opens the dialog, once the launcher runs (before, a press has nothing to open). */
let open: () => void = () => {};
export const openSearch = () => open();

/** A hint that the dialog is wanted: fetch its code now. */
export const searchIntent = () => void loadSearchDialog().catch(() => {});

export function SearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  const [Dialog, load] = useSearchDialog();

  useEffect(() => {
    open = () => {
      load();
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        open();
      } else if (event.key === 'Control' || event.key === 'Meta') searchIntent();
    };
    window.addEventListener('keydown', onKey);
    const button = document.querySelector(`[${SEARCH_TRIGGER_ATTR}]`);
    button?.setAttribute('aria-keyshortcuts', SHORTCUTS);
    return () => {
      open = () => {};
      window.removeEventListener('keydown', onKey);
      button?.removeAttribute('aria-keyshortcuts');
    };
  }, [load]);

  return Dialog ? <Dialog open={isOpen} onClose={() => setOpen(false)} /> : null;
}
