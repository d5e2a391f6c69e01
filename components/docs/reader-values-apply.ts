// The reader's own values put in the page (lib/reader-values.ts): each place the build marked with
// data-slot shows the reader's value instead of the example (marked data-own, so it reads as theirs),
// and each command block's Copy copies it too. Loaded by reader-values.ts only when there are values.
import { readValues, withValues, type ReaderValues, type Slot } from '@/lib/reader-values';

/** Puts `values` (the stored ones by default) in every slot under `root` (the examples where a value is not set). */
export function applyValues(root: ParentNode, values: ReaderValues = readValues()) {
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
