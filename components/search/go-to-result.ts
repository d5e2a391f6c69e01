// Where choosing a result takes the reader. On another page: there, through the router (which
// scrolls to the section). On the page they are on, the router would only change the address, so:
// the dialog closes (focus goes back to what opened it), the address changes in a new history entry
// (Back returns to where the reader was), the section scrolls into view and takes the focus, and
// the highlight follows the address.
import { routablePath } from '@/lib/site-path';

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
  return id ? document.getElementById(id) : document.querySelector<HTMLElement>('#main h1');
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
