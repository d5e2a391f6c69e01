// A navigation link and when it is the current one (for aria-current). Kept apart from the
// product list (lib/products.ts), whose landing-page texts client code does not need.
export interface NavLink {
  href: string;
  label: string;
  /** Path prefixes that count as "inside" this link, for aria-current. */
  matches: string[];
}

export function isActive(link: NavLink, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return link.matches.some((prefix) => path.startsWith(prefix));
}
