'use client';
// The docs' interactive parts (Copy on code blocks, synced tabs, the scroll-spy) load as chunks of
// their own where a page renders them. The home page is the docs' front page in some deployments, so it can render the
// docs: with these split off, a landing page ships only this module.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first render; `fallback` shows until it has (client navigation). */
function island<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Until its code arrives, the block shows without its Copy button. */
export const CodeBlock = island(
  () => import('./code-block').then((m) => m.CodeBlock),
  (props) => <pre {...props} />,
);

/** Until its code arrives, the variants show stacked. */
export const CodeTabs = island(
  () => import('./code-tabs').then((m) => m.CodeTabs),
  (props) => props.children,
);

export const ScrollSpy = island(
  () => import('./scroll-spy').then((m) => m.ScrollSpy),
  () => null,
);
