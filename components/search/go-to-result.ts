// Where choosing a result takes the reader. On another page: there, through the router (which
// scrolls to the section), and once that page is in place its section's heading (or the flag's row)
// takes the focus, as the dialog's closing would otherwise leave it on what opened the search. On
// the page they are on, the router would only change the address, so: the dialog closes, the
// address changes in a new history entry (Back returns to where the reader was), the section
// scrolls into view and takes the focus, and the highlight follows the address.
import { FORMER_ANCHOR_ATTRIBUTE } from '@/lib/mdx/docs-markup';
import { routablePath } from '@/lib/site-path';

/** How long a page reached from a result may take to arrive before its section is no longer focused. */
const ARRIVAL_MS = 8_000;

/** Moves focus to `element`, made focusable for it if it is not already. */
function focusOn(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The element a result lands on: the section's heading or the flag's row, or the page's title. */
function landingOf(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* an id as written */
  }
  const element = id ? document.getElementById(id) : document.querySelector<HTMLElement>('#main h1');
  // A reworded heading's former address is an empty element before it: the heading itself.
  const of = element?.getAttribute(FORMER_ANCHOR_ATTRIBUTE);
  return (of && document.getElementById(of)) || element;
}

/**
 * Focuses the section `target` names once its page is the one shown (the router changes the address
 * when the new page is in place), a frame later than anything the page does as it arrives; gives up
 * after ARRIVAL_MS, or when the reader has moved the focus into the page meanwhile.
 */
function focusOnArrival(target: URL) {
  const until = performance.now() + ARRIVAL_MS;
  const step = () => {
    if (performance.now() > until) return;
    if (window.location.pathname !== target.pathname) {
      requestAnimationFrame(step);
      return;
    }
    requestAnimationFrame(() => {
      const landing = landingOf(target.hash);
      const moved = document.activeElement?.closest('#main');
      if (landing && !moved) focusOn(landing);
    });
  };
  requestAnimationFrame(step);
}

export function goToResult(
  href: string,
  { dialog, push }: { dialog: HTMLDialogElement | null; push: (href: string) => void },
) {
  const target = new URL(href, window.location.href);
  // The same guard as every link of the site: only a page of this site goes through the router; a
  // result whose address is not one (an index naming `//host/`) leads nowhere.
  const path = routablePath(target, window.location.origin);
  if (!path) {
    dialog?.close();
    return;
  }
  if (target.pathname !== window.location.pathname) {
    push(path);
    focusOnArrival(target);
    return;
  }
  dialog?.close();
  window.history.pushState(null, '', `${target.pathname}${target.search}${target.hash}`);
  const landing = landingOf(target.hash);
  if (!landing) return;
  landing.scrollIntoView({ block: 'start' });
  focusOn(landing);
  // The scroll-spy follows anchors through hashchange, which pushState does not send.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
