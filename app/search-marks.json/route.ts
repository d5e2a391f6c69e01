// What the site search is told of each docs page's places (lib/search/marks.ts), from the same parse
// that renders the page's article: a static JSON file beside Pagefind's index.
import { DOC_PAGES } from '@/lib/docs';
import { renderedDoc } from '@/lib/docs-source';
import type { SiteMarks } from '@/lib/search/marks';

export const dynamic = 'force-static';

export async function GET() {
  const marks: SiteMarks = Object.fromEntries(
    await Promise.all(DOC_PAGES.map(async (page) => [page.canonicalPath, (await renderedDoc(page)).marks] as const)),
  );
  return Response.json(marks);
}
