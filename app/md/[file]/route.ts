import { DOC_PAGES } from '@/lib/docs';
import { markdownCopy, markdownPath } from '@/lib/llms';
import { MARKDOWN_COPIES_DIR } from '@/lib/routes';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return DOC_PAGES.map((page) => ({ file: markdownPath(page).slice(MARKDOWN_COPIES_DIR.length) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const page = DOC_PAGES.find((p) => markdownPath(p) === `${MARKDOWN_COPIES_DIR}${file}`);
  if (!page) return new Response('Not found', { status: 404 });
  return new Response(await markdownCopy(page), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
