'use client';
// Navigation links that mark the current section with aria-current.
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from '@/lib/nav-link';
import menu from './mobile-menu.module.css';

export function NavLinks({ links, className }: { links: readonly NavLink[]; className?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={className} aria-current={isActive(link, pathname) ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu's navigation: the primary links (Docs), then the products under their heading.
 * One item is the current one: the first that holds the page (Docs, on a docs page, not also the
 * product whose pages they are).
 */
export function MenuNav({ primary, products }: { primary: readonly NavLink[]; products: readonly NavLink[] }) {
  const pathname = usePathname() ?? '/';
  const current = [...primary, ...products].find((link) => isActive(link, pathname));
  const item = (link: NavLink) => (
    <li key={link.href + link.label}>
      <a href={link.href} aria-current={link === current ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  );
  return (
    <nav aria-label="Site">
      <ul>{primary.map(item)}</ul>
      <p className={menu.group} id="menu-products">
        Projects
      </p>
      <ul aria-labelledby="menu-products">{products.map(item)}</ul>
    </nav>
  );
}
