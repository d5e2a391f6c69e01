'use client';
// The site's links are plain <a> (server components, the docs' static article): none ships next/link.
// This one listener, mounted once for the whole site, gives them what next/link would: a click on a
// link to one of the site's pages changes the page through the app's router (no new load of the
// framework), and a sign of intent (a pointer over the link, a focus on it, a finger on it) fetches
// that page's data first (and a docs page's article). Anything else is the browser's: another site, a file (a Markdown copy,
// llms.txt), a new tab or window (a modifier key), a download, a fragment of the page in view.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { wakeDormant } from '@/components/ui/dormant';
import { articleSrc, loadArticle, mayBeDocsPage } from '@/lib/article-cache';
import { routablePath } from '@/lib/site-path';

/** The site address a link leads to through the router, or null when the browser should follow it. */
export function routedPath(link: Element | null): string | null {
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target || link.hasAttribute('download')) return null;
  // `/.//evil.example/` is this site's `//evil.example/`, which the router would read as another
  // host: such a path is the browser's to follow (the hosts answer it with a redirect to one slash).
  return routablePath(new URL(link.href), location.origin);
}

const linkOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') ?? null;

export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set([location.pathname]);
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = linkOf(event) as HTMLAnchorElement | null;
      const path = routedPath(link);
      // A fragment of the page in view: the browser scrolls to it.
      if (!path || !link || (link.pathname === location.pathname && link.search === location.search)) return;
      event.preventDefault();
      // The dormant header shows the current page in its links: it wakes before the page changes.
      wakeDormant();
      router.push(path);
    };
    const onIntent = (event: Event) => {
      const link = linkOf(event) as HTMLAnchorElement | null;
      if (!routedPath(link) || !link || prefetched.has(link.pathname)) return;
      prefetched.add(link.pathname);
      router.prefetch(link.pathname);
      // A docs page's article comes apart from its data (components/docs/static-article.tsx).
      if (mayBeDocsPage(link.pathname)) loadArticle(articleSrc(link.pathname)).catch(() => {});
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
