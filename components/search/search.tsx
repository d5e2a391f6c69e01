'use client';
// The docs search button in the header. The dialog's code comes on intent and is shown the moment
// it is there (use-search-dialog.ts); Pagefind and the index on first open. The keyboard shortcuts
// live apart (search-shortcut.tsx), so they work while the header is still dormant.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from './search-icon';
import { onSearchShortcut, SEARCH_TRIGGER_ATTR } from './search-shortcut';
import { loadSearchDialog, useSearchDialog } from './use-search-dialog';
import styles from './search.module.css';

/** A hint that the dialog is wanted: fetch its code now. */
const intent = () => void loadSearchDialog().catch(() => {});

export function Search() {
  const [open, setOpen] = useState(false);
  const [Dialog, load] = useSearchDialog();
  const show = () => {
    load();
    setOpen(true);
  };
  useEffect(
    () =>
      onSearchShortcut(() => {
        load();
        setOpen(true);
      }),
    [load],
  );

  return (
    <>
      <Button
        {...{ [SEARCH_TRIGGER_ATTR]: '' }}
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
