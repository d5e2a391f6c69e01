'use client';
// The docs search button in the header: it opens the dialog its launcher owns (search-launcher.tsx),
// and a pointer over it, a focus on it or a finger on it fetches the dialog's code first.
import { Button } from '@/components/ui/button';
import { SearchIcon } from './search-icon';
import { openSearch, SEARCH_TRIGGER_ATTR, searchIntent } from './search-launcher';
import styles from './search.module.css';

export function Search() {
  return (
    <Button
      {...{ [SEARCH_TRIGGER_ATTR]: '' }}
      className={styles.trigger}
      onClick={openSearch}
      onPointerEnter={searchIntent}
      onFocus={searchIntent}
      onTouchStart={searchIntent}
    >
      <SearchIcon />
      <span className={styles.triggerLabel}>Search docs</span>
      <kbd className={styles.kbd} aria-hidden="true">
        /
      </kbd>
    </Button>
  );
}
