import { ProductRedirect } from '@/components/docs/product-redirect';
import { PageHeading } from '@/components/ui/page-heading';
import { ROUTES } from '@/lib/routes';
import { PRODUCT_TITLE } from '@/lib/site';
import styles from '@/components/ui/page.module.css';

// A redirect, not a page to index: noindex alone (a canonical beside it would say the opposite).
export const metadata = {
  title: PRODUCT_TITLE,
  robots: { index: false, follow: true },
};

export default function ProductRedirectPage() {
  return (
    <div className={styles.narrow}>
      <PageHeading title={PRODUCT_TITLE} />
      <ProductRedirect href={ROUTES.docsHome} />
    </div>
  );
}
