'use client';
// Parts of pages that load as chunks of their own where a page renders them, so that pages which
// only might render them do not ship them: the docs' script (the home page is the docs' front page in
// some deployments, so it can render the docs) and the 404 page's help (the not-found page belongs to
// every page's layout). One module for all, so they share one small chunk.
import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code loads on first render; nothing shows in its place until it has. */
function island<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const DocsScript = island(() => import('@/components/docs/docs-script').then((m) => m.DocsScript));

/** Until its code arrives, only the page's links to Home and the docs show. */
export const NotFoundHelp = island(() => import('@/components/not-found/not-found-help').then((m) => m.NotFoundHelp));
