import { notFound } from 'next/navigation';
import { DocsView } from '@/components/docs/docs-view';
import { TAB_SLUGS, isTabSlug, pageForTab } from '@/lib/docs';
import { docMetadata } from '@/lib/metadata';
import { mgTabPath } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return TAB_SLUGS.map((tab) => ({ tab }));
}

type Props = { params: Promise<{ tab: string }> };

export async function generateMetadata({ params }: Props) {
  const { tab } = await params;
  return isTabSlug(tab) ? docMetadata(pageForTab(tab)) : {};
}

export default async function DocsTabPage({ params }: Props) {
  const { tab } = await params;
  if (!isTabSlug(tab)) notFound();
  return <DocsView page={pageForTab(tab)} path={mgTabPath(tab)} />;
}
