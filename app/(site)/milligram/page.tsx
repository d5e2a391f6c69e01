import { ProductRedirect } from '@/components/docs/product-redirect';
import { PRODUCT_HOME_PATH, PRODUCT_TITLE } from '@/lib/site';
import styles from '@/components/ui/page.module.css';

export const metadata = {
  title: PRODUCT_TITLE,
  alternates: { canonical: PRODUCT_HOME_PATH },
  robots: { index: false, follow: true },
};

export default function ProductRedirectPage() {
  return (
    <div className={styles.page}>
      <h1>{PRODUCT_TITLE}</h1>
      <ProductRedirect />
    </div>
  );
}
