'use client';
// The docs search trigger: a header button, Ctrl/Cmd-K or "/". The dialog (and Pagefind) load on
// the first open.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isSearchShortcut } from '@/lib/search-shortcut';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

const SearchDialog = lazy(() => import('@/components/search/search-dialog'));

export function Search() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        className={styles.trigger}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <SearchIcon />
        <span className={styles.triggerLabel}>Search docs</span>
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
