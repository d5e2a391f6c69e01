// A docs route of one dynamic segment (/mg/[tab]/, /mg/cli/[subtab]/): a page for each of its slugs,
// built ahead, and a 404 for any other.
import { notFound } from 'next/navigation';
import { DocsView } from '@/components/docs/docs-view';
import type { DocPage } from '@/lib/docs';
import { docMetadata } from '@/lib/metadata';

/** The static params, the metadata and the page of the route whose segment is named `segment`. */
export function docsRoute<Segment extends string, Slug extends string>(
  segment: Segment,
  route: {
    slugs: readonly Slug[];
    isSlug: (value: string) => value is Slug;
    pageFor: (slug: Slug) => DocPage;
    pathFor: (slug: Slug) => string;
  },
) {
  type Props = { params: Promise<Record<Segment, string>> };
  return {
    generateStaticParams: () => route.slugs.map((slug) => ({ [segment]: slug }) as Record<Segment, Slug>),
    async generateMetadata({ params }: Props) {
      const slug = (await params)[segment];
      return route.isSlug(slug) ? docMetadata(route.pageFor(slug)) : {};
    },
    async Page({ params }: Props) {
      const slug = (await params)[segment];
      if (!route.isSlug(slug)) notFound();
      return <DocsView page={route.pageFor(slug)} path={route.pathFor(slug)} />;
    },
  };
}
