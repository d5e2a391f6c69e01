import { NotFoundHelp } from '@/components/islands';
import { ButtonLink } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { DOC_PAGES } from '@/lib/docs';
import { renderedDoc } from '@/lib/docs-source';
import { PRODUCTS } from '@/lib/products';
import { ROUTES } from '@/lib/routes';
import { suggestible, wordsOf, type Suggestible } from '@/lib/suggest';

// Next marks its not-found page noindex itself: the title is all this adds.
export const metadata = { title: 'Page not found' };

/** Every page a visitor may have meant: the docs (with their sections) and the product pages. */
async function suggestiblePages(): Promise<Suggestible[]> {
  const docs = await Promise.all(
    DOC_PAGES.map(async (page) =>
      suggestible(
        page.title,
        page.canonicalPath,
        (await renderedDoc(page)).toc.map((entry) => entry.id),
        page.slug,
      ),
    ),
  );
  const products = PRODUCTS.filter((product) => !product.href.startsWith(ROUTES.docsMain)).map((product) =>
    suggestible(product.label, product.href),
  );
  return [...docs, ...products];
}

export default async function NotFound() {
  return (
    <NoticePage
      id="not-found-title"
      eyebrow="404"
      title="Page not found"
      lead="This page drifted out of orbit. The address may be mistyped, or the page may have moved."
      actions={
        <>
          <ButtonLink href={ROUTES.home} variant="primary" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink href={ROUTES.docsHome} size="lg">
            Read the docs
          </ButtonLink>
        </>
      }
    >
      <NotFoundHelp pages={await suggestiblePages()} skip={wordsOf(ROUTES.docsMain)} />
    </NoticePage>
  );
}
