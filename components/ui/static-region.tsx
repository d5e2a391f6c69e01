'use client';
// Server-rendered markup React leaves as it is: a part of the page with nothing to run (a footer,
// the docs' navigation, a table of contents). The server renders its children into the page's HTML;
// in the browser, the first render of a page keeps that HTML and hydrates the region as one element
// instead of a tree of them (a tree costs hydration time for each element). Rendered again later,
// on a page reached inside the app (give it a `key` per page), it renders its children as usual.
import { useState, type ComponentProps } from 'react';
import { isPageHydrated, useMarkPageHydrated } from './page-hydrated';

/** One object for every render: React sets an element's inner HTML again only when this changes. */
const KEEP = { __html: '' };

export function StaticRegion<T extends 'div' | 'nav' | 'footer' | 'header'>({
  as,
  children,
  ...props
}: { as: T } & ComponentProps<T>) {
  const [keep] = useState(() => typeof window !== 'undefined' && !isPageHydrated());
  useMarkPageHydrated();
  const Tag = as as 'div';
  if (keep)
    return <Tag {...(props as ComponentProps<'div'>)} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <Tag {...(props as ComponentProps<'div'>)}>{children}</Tag>;
}
