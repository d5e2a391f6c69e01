// The previous and next pages' data is fetched as the reader nears the end of a docs page (the site's
// links fetch theirs on a sign of intent: components/layout/link-router.tsx). Not every link that
// scrolls into view (Next's default: 13 to 15 route payloads, about 44 KiB on each docs page, paid on
// a metered phone before any intent).
import { PAGER_ATTR } from './docs-attrs';

/** How far ahead of the previous / next links their pages are fetched: a screen or so. */
export const PAGER_PREFETCH_MARGIN = '0px 0px 100% 0px';

/** Starts watching for the end of the page with `prefetch` (the router's); returns the function that stops it. */
export function startPagerPrefetch(prefetch: (href: string) => void): () => void {
  const pager = document.querySelector(`[${PAGER_ATTR}]`);
  if (!pager) return () => {};
  const nearEnd = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      pager.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => prefetch(link.pathname));
      nearEnd.disconnect();
    },
    { rootMargin: PAGER_PREFETCH_MARGIN },
  );
  nearEnd.observe(pager);
  return () => nearEnd.disconnect();
}
