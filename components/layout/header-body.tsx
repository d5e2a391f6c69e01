'use client';
// The header's content, dormant until used (components/ui/dormant.tsx): a reader who never touches
// the header pays nothing for it. One client component imports all its parts, so the server renders
// it in one piece, inside the page's HTML where it shows. A browser holding a session wakes it at
// once: its header shows the user menu where the server HTML has Log in and Sign up.
import { hasSessionMarker } from '@/components/auth/session-marker';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLinks } from '@/components/layout/nav-links';
import { ProjectSwitcher, SanctifiedActions } from '@/components/layout/sanctified-actions';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Search } from '@/components/search/search';
import { Dormant } from '@/components/ui/dormant';
import { SiteTheme } from '@/components/layout/site-theme';
import { authEnabled } from '@/lib/config';
import type { NavLink } from '@/lib/nav-link';
import { ROUTES } from '@/lib/routes';
import { PRODUCT_NAME } from '@/lib/site';
import styles from './site-header.module.css';

/** `projects`: the products; `mainNav`: the products and the docs; `docsLink`: the docs alone. */
export function HeaderBody({
  projects,
  mainNav,
  docsLink,
}: {
  projects: readonly NavLink[];
  mainNav: readonly NavLink[];
  docsLink: NavLink;
}) {
  return (
    <Dormant className={styles.inner} awake={authEnabled && hasSessionMarker()}>
      <SiteTheme>
        <a href={ROUTES.home} className={styles.brand}>
          <Logo />
          <span>{PRODUCT_NAME}</span>
        </a>
        {/* On phones the menu holds the projects, the docs and the sign-in actions. */}
        {authEnabled && (
          <div className={styles.wide}>
            <ProjectSwitcher projects={projects} />
          </div>
        )}
        <nav aria-label="Main" className={`${styles.nav} ${styles.wide}`}>
          {/* With sign-in, the project switcher holds the product links. */}
          <NavLinks links={authEnabled ? [docsLink] : mainNav} className={styles.link} />
        </nav>
        <div className={styles.actions}>
          <Search />
          <ThemeToggle />
          {authEnabled ? (
            <SanctifiedActions links={mainNav} />
          ) : (
            <MobileMenu className={styles.phoneOnly}>
              <nav aria-label="Site">
                <NavLinks links={mainNav} />
              </nav>
            </MobileMenu>
          )}
        </div>
      </SiteTheme>
    </Dormant>
  );
}
