// The toolkit's products, listed once: the header's navigation, the project switcher, the mobile
// menu, the footer and the landing page's toolkit section all read this list.
import type { NavLink } from '@/lib/nav-link';
import { ROUTES } from '@/lib/routes';

export type { NavLink };
import { PRODUCT_COMMAND, PRODUCT_TITLE } from '@/lib/site';

export interface Product extends NavLink {
  /** How the landing page's toolkit section names it (the command for the CLI). */
  short: string;
  summary: string;
  /** The landing page's heading for it: what it does, in a few words. */
  pitch: string;
  /** Three things it gives, for the landing page. */
  points: readonly [string, string, string];
  /** The landing page's link to it. */
  more: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    label: 'Apotheosis',
    short: 'apotheosis',
    href: ROUTES.apotheosis,
    matches: [ROUTES.apotheosis],
    summary: 'A full-stack app deployer: frontend on a CDN, API, database and queue in your own AWS account.',
    pitch: 'A whole app from one repository',
    points: [
      'Frontend on a CDN, API on a machine or as functions',
      'A database and a queue provisioned beside it',
      'Health checks from the first minute',
    ],
    more: 'Explore apotheosis',
  },
  {
    label: 'Telekinesis',
    short: 'telekinesis',
    href: ROUTES.telekinesis,
    matches: [ROUTES.telekinesis],
    summary: 'A task-queue platform: event-driven queues and serverless workers, with health checks built in.',
    pitch: 'Background work without servers',
    points: [
      'Event-driven queues and serverless workers',
      'Schedules and a live test with a heartbeat',
      'Deletion that is audited and can be resumed',
    ],
    more: 'Explore telekinesis',
  },
  {
    label: PRODUCT_TITLE,
    short: PRODUCT_COMMAND,
    href: ROUTES.docsHome,
    matches: [ROUTES.docsMain],
    summary: 'The command line behind both: blastoff a VM, drop a function, nuke it all when you are done.',
    pitch: 'One command line for all of it',
    points: [
      'blastoff a VM, drop a function, deploy a static site',
      'Every deployment tracked in a project file',
      'nuke it all when you are done, after you confirm',
    ],
    more: 'Read the mg docs',
  },
];

/**
 * The header's Docs: the documentation that exists, the mg reference. The toolkit-wide
 * docs (/docs/, a placeholder pointing to that reference) count as inside it too.
 */
export const DOCS_LINK: NavLink = { href: ROUTES.docsHome, label: 'Docs', matches: [ROUTES.docs, ROUTES.docsMain] };

/** The products as plain links (the project switcher): no landing texts for client code to ship. */
export const PRODUCT_LINKS: readonly NavLink[] = PRODUCTS.map(({ href, label, matches }) => ({ href, label, matches }));

/** The products and the docs: the header's navigation and the mobile menu. */
export const MAIN_NAV: readonly NavLink[] = [...PRODUCT_LINKS, DOCS_LINK];
