// The article of each docs page whose address is /mg/{tab}/, as a file beside it: what a reader
// arriving inside the app fetches (components/docs/static-article.tsx).
import { pageArticle } from '@/components/docs/page-article';
import { DOC_PAGES } from '@/lib/docs';
import { mgTabPath } from '@/lib/routes';

export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = DOC_PAGES.filter((page) => page.canonicalPath === mgTabPath(page.slug));

export function generateStaticParams() {
  return pages.map((page) => ({ tab: page.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ tab: string }> }) {
  const { tab } = await params;
  const page = pages.find((p) => p.slug === tab);
  if (!page) return new Response('Not found', { status: 404 });
  return new Response(await pageArticle(page), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
