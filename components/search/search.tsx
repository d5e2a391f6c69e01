'use client';
// The docs search trigger: a header button, Ctrl/Cmd-K or "/". The dialog's code comes on intent
// and is shown the moment it is there (use-search-dialog.ts); Pagefind and the index on first open.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isSearchShortcut } from '@/lib/search-shortcut';
import { SearchIcon } from './search-icon';
import { loadSearchDialog, useSearchDialog } from './use-search-dialog';
import styles from './search.module.css';

/** A hint that a shortcut is coming: fetch the dialog's code now. */
const intent = () => void loadSearchDialog().catch(() => {});

export function Search() {
  const [open, setOpen] = useState(false);
  const [Dialog, load] = useSearchDialog();
  const show = () => {
    load();
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        load();
        setOpen(true);
      } else if (event.key === 'Control' || event.key === 'Meta') intent();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [load]);

  return (
    <>
      <Button
        className={styles.trigger}
        onClick={show}
        onPointerEnter={intent}
        onFocus={intent}
        onTouchStart={intent}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <SearchIcon />
        <span className={styles.triggerLabel}>Search docs</span>
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </Button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
