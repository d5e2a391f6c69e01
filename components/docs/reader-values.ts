// The reader's own values on a docs page (lib/reader-values.ts), kept applied: once the page has
// loaded, again when they change in this tab or another, and undone when they are cleared. The code
// that puts them in the page (reader-values-apply.ts) loads only when there are values, or were. The
// "Your values" buttons, hidden in the server's HTML (they need this script), show once it runs.
import { READER_VALUES_EVENT, READER_VALUES_KEY } from '@/lib/reader-values-key';
import { VALUES_BUTTON_ATTR } from './docs-attrs';

/**
 * Applies the values and keeps them applied; `open` is called when a "Your values" button is pressed.
 * Returns the function that stops it all.
 */
export function startReaderValues(open: () => void): () => void {
  let stopped = false;
  const apply = (values?: Record<string, string>) =>
    void import('./reader-values-apply').then(({ applyValues }) => {
      if (!stopped) applyValues(document, values);
    });
  const onChange = (event: Event) => apply((event as CustomEvent<Record<string, string> | undefined>).detail);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READER_VALUES_KEY || event.key === null) apply();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(`[${VALUES_BUTTON_ATTR}]`)) open();
  };
  try {
    if (localStorage.getItem(READER_VALUES_KEY)) apply();
  } catch {
    /* storage blocked: no stored values */
  }
  for (const button of document.querySelectorAll<HTMLElement>(`[${VALUES_BUTTON_ATTR}]`)) button.hidden = false;
  window.addEventListener(READER_VALUES_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  document.addEventListener('click', onClick);
  return () => {
    stopped = true;
    window.removeEventListener(READER_VALUES_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('click', onClick);
  };
}
