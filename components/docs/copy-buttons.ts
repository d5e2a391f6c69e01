// Copy on the docs' code blocks: one click handler for the whole page. A shell block's `data-copy`
// holds its commands; any other block copies its text. The button says Copied (or Copy failed)
// for COPIED_MESSAGE_MS, then Copy again.
import { COPY_BUTTON_ATTR } from './docs-attrs';

export const COPIED_MESSAGE_MS = 2_000;

/** Starts handling Copy clicks; returns the function that stops it. */
export function startCopyButtons(): () => void {
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element).closest(`[${COPY_BUTTON_ATTR}]`);
    const pre = button?.parentElement?.querySelector('pre');
    const label = button?.firstElementChild;
    if (!pre || !label) return;
    try {
      await navigator.clipboard.writeText(pre.dataset.copy ?? pre.innerText.trimEnd());
      label.textContent = 'Copied';
    } catch {
      label.textContent = 'Copy failed';
    }
    setTimeout(() => (label.textContent = 'Copy'), COPIED_MESSAGE_MS);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
