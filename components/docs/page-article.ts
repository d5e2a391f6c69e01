// A docs page's article as the site shows it (server only): the build's HTML (lib/docs-source.ts)
// with its buttons in the site's chip look, whose class names are the stylesheet's own. The page
// writes it (docs-view.tsx); the article file beside the page (app/mg/…/article.txt) serves it
// to a reader arriving inside the app.
import { buttonClass } from '@/components/ui/button';
import type { DocPage } from '@/lib/docs';
import { renderedDoc } from '@/lib/docs-source';
import { CHIP_BUTTON_CLASS } from '@/lib/mdx/docs-markup';

export async function pageArticle(page: DocPage): Promise<string> {
  return (await renderedDoc(page)).html.replaceAll(CHIP_BUTTON_CLASS, buttonClass({ variant: 'chip', size: 'sm' }));
}
