// The footer every page shares: static, so React hydrates it as one element (StaticRegion). The
// brand and its products in a line, then the products and the docs' navigation (its groups, as the
// docs' sidebar shows them), in columns beside it on a wide screen; under them a bottom row with
// the copyright.
import { StaticRegion } from '@/components/ui/static-region';
import { DOC_NAV } from '@/lib/docs';
import { PRODUCT_LINKS } from '@/lib/products';
import { Logo } from '@/components/layout/logo';
import { BRAND_NAME, PRODUCT_COMMAND } from '@/lib/site';
import quiet from '@/components/ui/quiet-links.module.css';
import styles from './site-footer.module.css';

/** The copyright's year: the year the site was built. */
const BUILD_YEAR = new Date().getUTCFullYear();

const COLUMNS = [
  { id: 'footer-products', title: 'Projects', links: PRODUCT_LINKS },
  ...DOC_NAV.map((group, index) => ({ id: `footer-docs-${index + 1}`, title: group.label, links: group.links })),
];

export function SiteFooter() {
  return (
    <StaticRegion as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>
            <Logo size={22} />
            {BRAND_NAME}
          </p>
          <p className={styles.tagline}>
            Deploy apps, queues and sites to your own AWS account with apotheosis, telekinesis and the{' '}
            <code>{PRODUCT_COMMAND}</code> command line.
          </p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {COLUMNS.map((column) => (
            <div key={column.title}>
              {/* Not a heading: a page without its own (the dashboard while it loads) would start with these. */}
              <p className={styles.heading} id={column.id}>
                {column.title}
              </p>
              <ul className={`${quiet.links} ${styles.links}`} aria-labelledby={column.id}>
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
      <div className={styles.bottom}>
        <p>
          © {BUILD_YEAR} {BRAND_NAME}
        </p>
      </div>
    </StaticRegion>
  );
}
