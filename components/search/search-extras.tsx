// What the search dialog shows around its results: searches to start from while the field is empty,
// and the keys in a foot (where there is a keyboard: the styles hide it on a touch or phone screen).
import { useId } from 'react';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

/** What the empty dialog offers to search for: tasks readers come with, each filling the field. */
const SUGGESTIONS = ['deploy a static site', 'custom domain', 'rotate secrets', 'mg dmt ssh'];

export function SearchSuggestions({ onChoose }: { onChoose: (query: string) => void }) {
  const id = useId();
  return (
    <div className={styles.empty}>
      <p id={id}>Try</p>
      <ul aria-labelledby={id}>
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onChoose(suggestion)}>
              <SearchIcon />
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dialog's keys (the results' own roles say as much to a screen reader, so it is hidden from one). */
export function SearchKeys() {
  return (
    <div className={styles.keys} aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd> to move
      </span>
      <span>
        <kbd>Enter</kbd> to open
      </span>
      <span>
        <kbd>Esc</kbd> to close
      </span>
    </div>
  );
}
