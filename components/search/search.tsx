'use client';
// The docs search trigger: a header button, Ctrl/Cmd-K or "/". The dialog's code comes on intent
// and is shown the moment it is there (use-search-dialog.ts); Pagefind and the index on first open.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isSearchShortcut } from '@/lib/search-shortcut';
import { SearchIcon } from './search-icon';
import { loadSearchDialog, useSearchDialog } from './use-search-dialog';
import styles from './search.module.css';

/** A hint that a shortcut is coming: fetch the dialog's code now. */
const intent = () => void loadSearchDialog().catch(() => {});

const SHORTCUTS = 'Control+K Meta+K /';

export function Search() {
  const [open, setOpen] = useState(false);
  const [Dialog, load] = useSearchDialog();
  const trigger = useRef<HTMLButtonElement>(null);
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
    // The button names its shortcuts once they work: from the moment this listener is attached.
    const button = trigger.current;
    button?.setAttribute('aria-keyshortcuts', SHORTCUTS);
    return () => {
      window.removeEventListener('keydown', onKey);
      button?.removeAttribute('aria-keyshortcuts');
    };
  }, [load]);

  return (
    <>
      <Button
        ref={trigger}
        className={styles.trigger}
        onClick={show}
        onPointerEnter={intent}
        onFocus={intent}
        onTouchStart={intent}
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
