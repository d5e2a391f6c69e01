// Scroll-spy for "On this page": the link of the section being read carries
// aria-current="location" (a list longer than the screen scrolls to keep it in view; with none, at
// the page's top, the list is at its start), and the narrow screens' sticky "On this page" bar names it. The current
// section is the last heading above the reading line (halfway down the viewport: a section is
// current once it fills the lower half); at the
// very bottom of the page, an anchor just followed (a heading's id, or a former id it kept when
// reworded), else the last section, wins even below that line. Worked out when an IntersectionObserver sees a heading cross
// the line (jumps included), when the page's end comes fully into view or leaves it, and when the
// address's anchor changes: no scroll listeners.
import { FORMER_ANCHOR_ATTR, TOC_CURRENT_ATTR, TOC_DISCLOSURE_ATTR, TOC_LIST_ATTR } from './docs-attrs';

/** The reading line, as a fraction of the viewport's height from its top. */
export const READING_LINE = 1 / 2;
/** How far above the viewport the observed area reaches: a hundred screens, more than any page. */
const ABOVE_THE_PAGE = '10000%';

/** The address's anchor, decoded; one with a malformed escape (`#%E0%A4%A`) is read as written. */
function anchor(): string {
  try {
    return decodeURIComponent(location.hash);
  } catch {
    return location.hash;
  }
}

/** How far from a scrolling list's edges its current link is kept: past the fade at each edge. */
const LIST_EDGE_PX = 40;

/** Scrolls the "On this page" list that holds `link` (a <nav>; the desk's long one scrolls, the phone
 * bar's does not), never the page, so that the link is in its visible part, clear of the fades at its
 * edges. A list that does not scroll ignores the change. */
function keepInList(link: HTMLElement) {
  const list = link.closest('nav')!;
  const box = list.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  list.scrollTop +=
    Math.max(0, item.bottom - box.bottom + LIST_EDGE_PX) - Math.max(0, box.top + LIST_EDGE_PX - item.top);
}

/** Starts marking the section in view among the headings `ids`; returns the function that stops it. */
export function startScrollSpy(ids: readonly string[]): () => void {
  const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`[${TOC_LIST_ATTR}] a`)];
  const named = document.querySelector(`[${TOC_CURRENT_ATTR}]`);

  const update = () => {
    const line = window.innerHeight * READING_LINE;
    let current = headings.filter((h) => h.getBoundingClientRect().top <= line + 1).at(-1);
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    // The heading the address names: by its id, or by a former one (an element just before it).
    const id = anchor().slice(1);
    const of = (id && document.getElementById(id)?.getAttribute(FORMER_ANCHOR_ATTR)) || id;
    const target = headings.find((h) => h.id === of);
    // At the very bottom, the anchor just followed, else the last section (which may be too short to
    // reach the line), if it comes after the one at the line.
    const end = atBottom && (target ?? headings.at(-1));
    if (end && (!current || headings.indexOf(end) > headings.indexOf(current))) current = end;
    for (const link of links) {
      if (current && link.hash === `#${current.id}`) {
        if (!link.hasAttribute('aria-current')) {
          link.setAttribute('aria-current', 'location');
          keepInList(link);
        }
      } else link.removeAttribute('aria-current');
      // No section being read (the page's top): the list shows its start.
      if (!current) link.closest('nav')!.scrollTop = 0;
    }
    if (named) named.textContent = current?.textContent ?? '';
  };

  // The observed area runs from far above the page down to the reading line: a heading entering or
  // leaving it has crossed the line, however far the page jumped (End, a dragged scrollbar).
  const observer = new IntersectionObserver(update, {
    rootMargin: `${ABOVE_THE_PAGE} 0px -${Math.round((1 - READING_LINE) * 100)}% 0px`,
  });
  headings.forEach((heading) => observer.observe(heading));
  // The page's height changes as far-away blocks are first laid out (content-visibility: auto), so a
  // reader can reach the page's end without a heading crossing the line: its last box, the site's
  // footer, coming fully into view (or leaving it) is that moment. Not a ResizeObserver on the page:
  // Firefox reports a "ResizeObserver loop" error when the page's height changes as it delivers.
  // Its bottom edge may fall a fraction of a pixel below the screen's at the very end, so the
  // screen counts 2 px taller here, as the bottom's own test (atBottom) allows.
  const end = new IntersectionObserver(update, { threshold: [0, 1], rootMargin: '0px 0px 2px' });
  const footer = [...document.querySelectorAll('footer')].at(-1);
  if (footer) end.observe(footer);
  window.addEventListener('hashchange', update);
  return () => {
    observer.disconnect();
    end.disconnect();
    window.removeEventListener('hashchange', update);
  };
}

/** Closes the narrow screens' "On this page" disclosure when one of its links is chosen, before the
 * browser scrolls to it (closing after would move the section away). */
export function startClosingTocOnChoice(): () => void {
  const disclosure = document.querySelector<HTMLDetailsElement>(`[${TOC_DISCLOSURE_ATTR}]`);
  const close = (event: MouseEvent) => {
    if ((event.target as Element).closest('a') && disclosure) disclosure.open = false;
  };
  disclosure?.addEventListener('click', close);
  return () => disclosure?.removeEventListener('click', close);
}
