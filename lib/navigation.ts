// The site's top-level navigation, shared by the header and the footer.
import { ROUTES, mgTabPath } from '@/lib/routes';
import { PRODUCT_TITLE } from '@/lib/site';

export interface NavLink {
  href: string;
  label: string;
  /** Paths that count as "inside" this link, for aria-current. */
  matches: string[];
}

export const MAIN_NAV: NavLink[] = [
  { href: ROUTES.apotheosis, label: 'Apotheosis', matches: [ROUTES.apotheosis] },
  { href: ROUTES.telekinesis, label: 'Telekinesis', matches: [ROUTES.telekinesis] },
  { href: mgTabPath('overview'), label: PRODUCT_TITLE, matches: ['/mg/'] },
  { href: ROUTES.docs, label: 'Docs', matches: [ROUTES.docs] },
];

export function isActive(link: NavLink, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return link.matches.some((prefix) => path.startsWith(prefix));
}
