// The header every page shares: brand, primary navigation, search and the theme toggle; in
// sanctified deployments also the project switcher and the sign-in actions. On a phone it is one
// row (brand, search, theme, Menu) and the menu holds the rest. Its content hydrates on first use
// (header-body.tsx); the search shortcuts work from the start.
import { DOCS_LINK, MAIN_NAV, PRODUCT_LINKS } from '@/lib/products';
import { HeaderBody } from '@/components/layout/header-body';
import { SearchShortcut } from '@/components/search/search-shortcut';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      {/* The links come from the server (lib/products.ts), so the products' landing texts stay there. */}
      <HeaderBody projects={PRODUCT_LINKS} mainNav={MAIN_NAV} docsLink={DOCS_LINK} />
      <SearchShortcut />
    </header>
  );
}
