// The header every page shares: brand, primary navigation, search and the theme toggle; in
// sanctified deployments also the project switcher and the sign-in actions. On a phone it is one
// row (brand, search, theme, Menu) and the menu holds the rest. Its content hydrates on first use
// (header-body.tsx); the search shortcuts work from the start.
import { DOCS_LINK, MAIN_NAV, PRODUCT_LINKS } from '@/lib/products';
import { ROUTES } from '@/lib/routes';
import { PRODUCT_NAME } from '@/lib/site';
import { HeaderBody } from '@/components/layout/header-body';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MenuNav, NavLinks } from '@/components/layout/nav-links';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Search } from '@/components/search/search';
import { SearchLauncher } from '@/components/search/search-launcher';
import { ProjectSwitcher, SanctifiedActions } from '@/components/layout/sanctified-actions';
import { authEnabled } from '@/lib/config';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <HeaderBody className={styles.inner} wakeForSession={authEnabled}>
        <a href={ROUTES.home} className={styles.brand}>
          <Logo />
          <span>{PRODUCT_NAME}</span>
        </a>
        {/* On phones the menu holds the projects, the docs and the sign-in actions. */}
        {authEnabled && (
          <div className={styles.wide}>
            <ProjectSwitcher projects={PRODUCT_LINKS} className={styles.switcher} />
          </div>
        )}
        <nav aria-label="Main" className={`${styles.nav} ${styles.wide}`}>
          {/* With sign-in, the project switcher holds the product links. */}
          <NavLinks links={authEnabled ? [DOCS_LINK] : MAIN_NAV} className={styles.link} />
        </nav>
        <div className={styles.actions}>
          <Search />
          <ThemeToggle />
          {authEnabled ? (
            <SanctifiedActions primary={[DOCS_LINK]} products={PRODUCT_LINKS} />
          ) : (
            <MobileMenu className={styles.phoneOnly}>
              <MenuNav primary={[DOCS_LINK]} products={PRODUCT_LINKS} />
            </MobileMenu>
          )}
        </div>
      </HeaderBody>
      <SearchLauncher />
    </header>
  );
}
