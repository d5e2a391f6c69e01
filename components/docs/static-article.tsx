'use client';
// A docs page's article: HTML rendered once at build time (lib/docs-source.ts), shown as one element
// React keeps as it is, never a tree of components, and carried once:
// - On the server, the page puts the HTML in the build process's registry (lib/article-cache.ts) and
//   this component writes it into the page's HTML; the React payload holds only its address (`src`).
// - In the browser, the first render finds that HTML in the page and keeps it: React never sets it.
// - Reached inside the app (another page's link), the article is fetched from `src` (lib/article-cache.ts)
//   and the page shows once it has arrived, as the router shows a page once its data has. Should the
//   fetch fail (the network lost), the page loads in full instead.
import { use, useMemo, useState } from 'react';
import { isPageHydrated, useMarkPageHydrated } from '@/components/ui/page-hydrated';
import { ARTICLE_FILE, loadArticle, registeredArticle } from '@/lib/article-cache';

type Source = { html: string } | { keep: true } | { arriving: Promise<string> };

function sourceFor(src: string): Source {
  if (typeof window === 'undefined') {
    return { html: registeredArticle(src) };
  }
  if (!isPageHydrated() && document.querySelector(`[data-article="${CSS.escape(src)}"]`)) return { keep: true };
  return {
    arriving: loadArticle(src).catch(() => {
      window.location.assign(src.slice(0, -ARTICLE_FILE.length));
      return '';
    }),
  };
}

export function StaticArticle({ src, className }: { src: string; className?: string }) {
  const [source] = useState(() => sourceFor(src));
  useMarkPageHydrated();
  const html = 'keep' in source ? '' : 'html' in source ? source.html : use(source.arriving);
  // The same object while the HTML is the same: React sets inner HTML again only when it changes, so
  // a render of the same page never undoes what the page's script made of the article (its tabs).
  const inner = useMemo(() => ({ __html: html }), [html]);
  return (
    <div
      className={className}
      data-article={src}
      // The page's HTML holds the article; the payload does not. React keeps what is there.
      suppressHydrationWarning
      dangerouslySetInnerHTML={inner}
    />
  );
}
