// The footer every page shares: static, so React hydrates it as one element (StaticRegion).
import { StaticRegion } from '@/components/ui/static-region';
import { MAIN_NAV } from '@/lib/products';
import { PRODUCT_COMMAND, PRODUCT_NAME, TOOLKIT_NAME } from '@/lib/site';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <StaticRegion as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>
          {TOOLKIT_NAME}: apotheosis, telekinesis and <code>{PRODUCT_COMMAND}</code> ({PRODUCT_NAME}). Deploy to your
          own cloud account.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </StaticRegion>
  );
}
