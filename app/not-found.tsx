import { NotFoundHelp } from '@/components/islands';
import { ButtonLink } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { DOC_PAGES } from '@/lib/docs';
import { docToc } from '@/lib/docs-source';
import { PRODUCTS } from '@/lib/products';
import { ROUTES } from '@/lib/routes';
import { wordsOf, type Suggestible } from '@/lib/suggest';

export const metadata = { title: 'Page not found', robots: { index: false } };

/** Every page a visitor may have meant: the docs (with their sections) and the product pages. */
function suggestible(): Suggestible[] {
  const docs = DOC_PAGES.map((page) => ({
    title: page.title,
    path: page.canonicalPath,
    words: [...wordsOf(page.canonicalPath), ...wordsOf(page.slug), ...wordsOf(page.title)],
    anchors: docToc(page).map((entry) => entry.id),
  }));
  const products = PRODUCTS.filter((product) => !product.href.startsWith(ROUTES.docsMain)).map((product) => ({
    title: product.label,
    path: product.href,
    words: [...wordsOf(product.href), ...wordsOf(product.label)],
    anchors: [],
  }));
  return [...docs, ...products];
}

export default function NotFound() {
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
      <NotFoundHelp pages={suggestible()} skip={wordsOf(ROUTES.docsMain)} />
    </NoticePage>
  );
}
