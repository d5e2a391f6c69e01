// The reader's own values on a docs page (lib/reader-values.ts): each place the build marked with
// data-slot shows the reader's value instead of the example (marked data-own, so it reads as
// theirs), and each command block's Copy copies it too. Applied once the page has loaded, again
// when the values change in this tab or another, and undone when they are cleared. The "Your
// values" buttons, hidden in the server's HTML (they need this script), show once it runs.
import {
  READER_VALUES_EVENT,
  READER_VALUES_KEY,
  readValues,
  withValues,
  type ReaderValues,
  type Slot,
} from '@/lib/reader-values';
import { VALUES_BUTTON_ATTR } from './docs-attrs';

/** Puts `values` in every slot under `root` (the examples where a value is not set). */
export function applyValues(root: ParentNode, values: ReaderValues) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-slot]')) {
    element.dataset.example ??= element.textContent ?? '';
    const value = values[element.dataset.slot as Slot];
    element.textContent = value || element.dataset.example;
    element.toggleAttribute('data-own', Boolean(value));
  }
  for (const pre of root.querySelectorAll<HTMLElement>('pre[data-copy-slots]')) {
    pre.dataset.copyExample ??= pre.dataset.copy ?? '';
    try {
      pre.dataset.copy = withValues(pre.dataset.copyExample, JSON.parse(pre.dataset.copySlots ?? '[]'), values);
    } catch {
      pre.dataset.copy = pre.dataset.copyExample; // a malformed list: copy the example as written
    }
  }
}

/**
 * Applies the stored values and keeps them applied; `open` is called when a "Your values" button is
 * pressed. Returns the function that stops it all.
 */
export function startReaderValues(open: () => void): () => void {
  const apply = (values: ReaderValues = readValues()) => applyValues(document, values);
  const onChange = (event: Event) => apply((event as CustomEvent<ReaderValues | undefined>).detail);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READER_VALUES_KEY || event.key === null) apply();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(`[${VALUES_BUTTON_ATTR}]`)) open();
  };
  apply();
  for (const button of document.querySelectorAll<HTMLElement>(`[${VALUES_BUTTON_ATTR}]`)) button.hidden = false;
  window.addEventListener(READER_VALUES_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener(READER_VALUES_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('click', onClick);
  };
}
