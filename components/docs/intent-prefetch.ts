// Another page's data is fetched when the reader shows they may go there, not for every link that
// scrolls into view (Next's default: 13 to 15 route payloads, about 44 KiB, on each docs page,
// paid on a metered phone before any intent). Intent: a pointer over a link, a focus on it, a finger
// on it, or, for previous and next, the reader nearing the end of the page. The docs' links are
// rendered with prefetch off (docs-view.tsx, docs-nav.tsx, mdx-components.tsx).
import { PAGER_ATTR } from './docs-attrs';

/** How far ahead of the previous / next links their pages are fetched: a screen or so. */
export const PAGER_PREFETCH_MARGIN = '0px 0px 100% 0px';

/** Starts prefetching on intent with `prefetch` (the router's); returns the function that stops it. */
export function startIntentPrefetch(prefetch: (href: string) => void): () => void {
  const fetched = new Set<string>([location.pathname]);
  const fetchPage = (link: Element | null) => {
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    // The site's pages are folders (/mg/cli/dmt/); files (/md/dmt.md) are not routes.
    if (!link.pathname.endsWith('/') || fetched.has(link.pathname)) return;
    fetched.add(link.pathname);
    prefetch(link.pathname);
  };
  const onIntent = (event: Event) => fetchPage((event.target as Element | null)?.closest?.('a[href]') ?? null);
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) document.addEventListener(type, onIntent, { passive: true });

  const pager = document.querySelector(`[${PAGER_ATTR}]`);
  const nearEnd = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      pager?.querySelectorAll('a[href]').forEach(fetchPage);
      nearEnd.disconnect();
    },
    { rootMargin: PAGER_PREFETCH_MARGIN },
  );
  if (pager) nearEnd.observe(pager);

  return () => {
    for (const type of types) document.removeEventListener(type, onIntent);
    nearEnd.disconnect();
  };
}
