// The footer every page shares: static, so React hydrates it as one element (StaticRegion). The
// toolkit in a line, then its products and the documentation's sections, in columns on a wide screen.
import { StaticRegion } from '@/components/ui/static-region';
import { TAB_BUTTONS } from '@/lib/docs';
import { PRODUCT_LINKS } from '@/lib/products';
import { PRODUCT_COMMAND, PRODUCT_NAME, TOOLKIT_NAME } from '@/lib/site';
import styles from './site-footer.module.css';

const COLUMNS = [
  { id: 'footer-products', title: 'Products', links: PRODUCT_LINKS },
  { id: 'footer-docs', title: 'Documentation', links: TAB_BUTTONS },
];

export function SiteFooter() {
  return (
    <StaticRegion as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{TOOLKIT_NAME}</p>
          <p className={styles.tagline}>
            apotheosis, telekinesis and <code>{PRODUCT_COMMAND}</code> ({PRODUCT_NAME}). Deploy to your own cloud
            account.
          </p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {COLUMNS.map((column) => (
            <div key={column.title}>
              {/* Not a heading: a page without its own (the dashboard while it loads) would start with these. */}
              <p className={styles.heading} id={column.id}>
                {column.title}
              </p>
              <ul className={styles.links} aria-labelledby={column.id}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </StaticRegion>
  );
}
