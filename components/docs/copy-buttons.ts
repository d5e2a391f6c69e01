// Copy on docs pages: one click handler for the whole page. A code block's Copy: a shell block's
// `data-copy` holds its commands; any other block copies its text. "Copy page" fetches the page's
// Markdown copy (its address in the button's data-copy-page) on the click. Each button says Copied
// (or Copy failed) for COPIED_MESSAGE_MS, then its own label again.
import { CODE_BLOCK_ATTR, COPY_BUTTON_ATTR, COPY_PAGE_ATTR } from './docs-attrs';

export const COPIED_MESSAGE_MS = 2_000;

/** The text a Copy button copies, or null for a click elsewhere. */
function textFor(button: Element): Promise<string> | null {
  const page = button.getAttribute(COPY_PAGE_ATTR);
  if (page) {
    return fetch(page).then((response) => {
      if (!response.ok) throw new Error(`${page}: ${response.status}`);
      return response.text();
    });
  }
  const pre = button.closest(`[${CODE_BLOCK_ATTR}]`)?.querySelector('pre');
  // Its text as written (textContent, never innerText: a block far from the screen is not laid out,
  // and innerText reads nothing from it).
  return pre ? Promise.resolve(pre.dataset.copy ?? (pre.textContent ?? '').trimEnd()) : null;
}

/**
 * Writes text that may still be on its way: as a ClipboardItem holding the promise (Safari allows
 * a clipboard write only during the click, not after a fetch), else once it has arrived.
 */
export async function writeClipboard(text: Promise<string>) {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** Starts handling Copy clicks; returns the function that stops it. */
export function startCopyButtons(): () => void {
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element).closest(`[${COPY_BUTTON_ATTR}], [${COPY_PAGE_ATTR}]`);
    const text = button && textFor(button);
    const label = button?.firstElementChild;
    if (!text || !(label instanceof HTMLElement)) return;
    // The label before any click (a second click while "Copied" shows must not keep that).
    const idle = (label.dataset.idle ??= label.textContent ?? '');
    try {
      await writeClipboard(text);
      label.textContent = 'Copied';
    } catch {
      label.textContent = 'Copy failed';
    }
    setTimeout(() => (label.textContent = idle), COPIED_MESSAGE_MS);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
