// The article of each docs page whose address is /mg/cli/{subtab}/, as a file beside it: what a
// reader arriving inside the app fetches (components/docs/static-article.tsx).
import { pageArticle } from '@/components/docs/page-article';
import { SUBTAB_SLUGS, pageForSubtab } from '@/lib/docs';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return SUBTAB_SLUGS.map((subtab) => ({ subtab }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ subtab: string }> }) {
  const { subtab } = await params;
  const slug = SUBTAB_SLUGS.find((s) => s === subtab);
  if (!slug) return new Response('Not found', { status: 404 });
  return new Response(await pageArticle(pageForSubtab(slug)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
