import { notFound } from 'next/navigation';
import { DocsView } from '@/components/docs/docs-view';
import { SUBTAB_SLUGS, isSubtabSlug, pageForSubtab } from '@/lib/docs';
import { docMetadata } from '@/lib/metadata';
import { mgCliPath } from '@/lib/routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return SUBTAB_SLUGS.map((subtab) => ({ subtab }));
}

type Props = { params: Promise<{ subtab: string }> };

export async function generateMetadata({ params }: Props) {
  const { subtab } = await params;
  return isSubtabSlug(subtab) ? docMetadata(pageForSubtab(subtab)) : {};
}

export default async function CliSubtabPage({ params }: Props) {
  const { subtab } = await params;
  if (!isSubtabSlug(subtab)) notFound();
  return <DocsView page={pageForSubtab(subtab)} path={mgCliPath(subtab)} />;
}
