// The toolkit's products, listed once: the header's navigation, the project switcher, the mobile
// menu, the footer and the landing page's toolkit section all read this list.
import { ROUTES } from '@/lib/routes';
import { PRODUCT_COMMAND, PRODUCT_TITLE } from '@/lib/site';

export interface NavLink {
  href: string;
  label: string;
  /** Path prefixes that count as "inside" this link, for aria-current. */
  matches: string[];
}

export interface Product extends NavLink {
  /** How the landing page's toolkit list names it (the command for the CLI). */
  short: string;
  summary: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    label: 'Apotheosis',
    short: 'apotheosis',
    href: ROUTES.apotheosis,
    matches: [ROUTES.apotheosis],
    summary: 'A full-stack app deployer: frontend on a CDN, API, database and queue in your own AWS account.',
  },
  {
    label: 'Telekinesis',
    short: 'telekinesis',
    href: ROUTES.telekinesis,
    matches: [ROUTES.telekinesis],
    summary: 'A task-queue platform: event-driven queues and serverless workers, with health checks built in.',
  },
  {
    label: PRODUCT_TITLE,
    short: PRODUCT_COMMAND,
    href: ROUTES.docsHome,
    matches: [ROUTES.docsMain],
    summary: 'The command line behind both: blastoff a VM, drop a function, nuke it all when you are done.',
  },
];

/** The toolkit-wide docs (a placeholder for now). */
export const DOCS_LINK: NavLink = { href: ROUTES.docs, label: 'Docs', matches: [ROUTES.docs] };

/** The products and the docs: the header's navigation without sign-in, and the footer's. */
export const MAIN_NAV: readonly NavLink[] = [...PRODUCTS, DOCS_LINK];

export function isActive(link: NavLink, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return link.matches.some((prefix) => path.startsWith(prefix));
}
