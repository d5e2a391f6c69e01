// The documentation registry: one ordered array of page records, in reading order. Everything else
// about the docs is derived from it: the /mg/{tab}/ and /mg/cli/{subtab}/ routes and their static
// params, the navigation's groups (the sidebar, "Sections" on a phone and the footer), previous /
// next, the breadcrumbs, the sitemap, the Markdown copies and llms.txt, and what the search indexes.
// Adding a page is one record here plus its MDX file in content/.
import { ROUTES, mgCliPath, mgTabPath } from '@/lib/routes';

/** The navigation's groups, in order, and their headings: every page is in one (its `group`). */
const NAV_GROUPS = { start: 'Getting started', reference: 'Reference' } as const;
type NavGroupKey = keyof typeof NAV_GROUPS;

interface DocRecord {
  /** Stable id: links name pages by it (docPath), and the Markdown copy is /md/{id}.md. */
  id: string;
  /** The page answers at /mg/{slug}/. */
  slug: string;
  /** The page also answers at /mg/cli/{subtab}/, its canonical URL. */
  subtab?: string;
  /** The navigation group the page is listed in, and the middle crumb of its breadcrumbs. */
  group: NavGroupKey;
  title: string;
  description: string;
  /** The MDX file in content/ (rendered at build time: lib/docs-source.ts). */
  file: string;
}

const DOCS = [
  {
    id: 'overview',
    slug: 'overview',
    group: 'start',
    title: 'Overview',
    description:
      'What the mg command line does: deploy a project to your AWS account with a domain, an instance size and TLS, then work with it.',
    file: 'overview.mdx',
  },
  {
    id: 'tools',
    slug: 'tools',
    group: 'start',
    title: 'Quick Start',
    description: 'Install mg, configure AWS and git credentials, and deploy your first project in a few minutes.',
    file: 'quick-start.mdx',
  },
  {
    id: 'architecture',
    slug: 'architecture',
    group: 'start',
    title: 'Flow',
    description:
      'How a deploy flows through the DREAM family: DMT virtual machines, LSD functions, ESP static sites and telekinesis queues.',
    file: 'flow.mdx',
  },
  {
    id: 'dream',
    slug: 'dream',
    group: 'start',
    title: 'DREAM',
    description: 'The DREAM family: DMT, LSD, ESP and telekinesis, and when to use each.',
    file: 'dream.mdx',
  },
  {
    id: 'cli-main',
    slug: 'cli',
    subtab: 'main',
    group: 'reference',
    title: 'CLI Overview',
    description: 'The mg command line: its command families, global options, project mode and exit codes.',
    file: 'cli-overview.mdx',
  },
  {
    id: 'dmt',
    slug: 'dmt',
    subtab: 'dmt',
    group: 'reference',
    title: 'DMT Commands',
    description: 'Reference for mg dmt: create, deploy, tunnel into and nuke virtual-machine deployments.',
    file: 'dmt.mdx',
  },
  {
    id: 'lsd',
    slug: 'lsd',
    subtab: 'lsd',
    group: 'reference',
    title: 'LSD Commands',
    description:
      'Reference for mg lsd: drop, deploy, inspect, health-check and delete serverless function deployments.',
    file: 'lsd.mdx',
  },
  {
    id: 'esp',
    slug: 'esp',
    group: 'reference',
    title: 'ESP',
    description: 'ESP: static pages on object storage behind a CDN.',
    file: 'esp.mdx',
  },
] as const satisfies readonly DocRecord[];

type DocEntry = (typeof DOCS)[number];
export type DocId = DocEntry['id'];
/** Every `/mg/{tab}` route. */
export type TabSlug = DocEntry['slug'];
/** Every `/mg/cli/{subtab}` route. */
export type SubtabSlug = Extract<DocEntry, { subtab: string }>['subtab'];

export interface DocPage extends Omit<DocRecord, 'id' | 'slug' | 'subtab'> {
  id: DocId;
  slug: TabSlug;
  subtab?: SubtabSlug;
  /** The URL search engines should index for this content. */
  canonicalPath: string;
}

/** Every docs page in reading order (previous / next, sitemap, llms.txt). */
export const DOC_PAGES: readonly DocPage[] = DOCS.map((record: DocRecord) => ({
  ...record,
  canonicalPath: record.subtab ? mgCliPath(record.subtab) : mgTabPath(record.slug),
})) as DocPage[];

export const TAB_SLUGS: readonly TabSlug[] = DOC_PAGES.map((page) => page.slug);
export const SUBTAB_SLUGS: readonly SubtabSlug[] = DOC_PAGES.flatMap((page) => (page.subtab ? [page.subtab] : []));

export const isTabSlug = (value: string): value is TabSlug => (TAB_SLUGS as readonly string[]).includes(value);
export const isSubtabSlug = (value: string): value is SubtabSlug => (SUBTAB_SLUGS as readonly string[]).includes(value);

export const docPage = (id: DocId): DocPage => DOC_PAGES.find((page) => page.id === id)!;
export const pageForTab = (slug: TabSlug): DocPage => DOC_PAGES.find((page) => page.slug === slug)!;
export const pageForSubtab = (subtab: SubtabSlug): DocPage => DOC_PAGES.find((page) => page.subtab === subtab)!;
/** Where a link to a docs page points: its canonical URL. */
export const docPath = (id: DocId): string => docPage(id).canonicalPath;

/** /mg/ shows the first page; /mg/cli/ the first cli sub-page. */
export const DEFAULT_TAB: TabSlug = DOC_PAGES[0].slug;
export const DEFAULT_SUBTAB: SubtabSlug = SUBTAB_SLUGS[0];

export interface DocNavLink {
  slug: string;
  label: string;
  href: string;
}

export interface DocNavGroup {
  /** The group's heading, and the accessible name of its list. */
  label: string;
  links: readonly DocNavLink[];
}

const navLink = (page: DocPage): DocNavLink => ({ slug: page.id, label: page.title, href: page.canonicalPath });

/**
 * The docs' navigation: every page, each under its group's heading, the groups in NAV_GROUPS' order
 * and the pages in reading order, so that the list read top to bottom is the order of previous /
 * next. The sidebar, "Sections" on a phone and the footer all show this, and nothing hides a page.
 */
export const DOC_NAV: readonly DocNavGroup[] = (Object.keys(NAV_GROUPS) as NavGroupKey[]).map((key) => ({
  label: NAV_GROUPS[key],
  links: DOC_PAGES.filter((page) => page.group === key).map(navLink),
}));

/** The pages before and after this one in reading order. */
export function neighbours(page: DocPage): { previous?: DocPage; next?: DocPage } {
  const index = DOC_PAGES.findIndex((p) => p.id === page.id);
  return { previous: DOC_PAGES[index - 1], next: DOC_PAGES[index + 1] };
}

/** The heading of the navigation group the page is listed in ("Reference"). */
export const groupLabel = (page: DocPage): string => NAV_GROUPS[page.group];

export interface Crumb {
  label: string;
  /** Where the crumb leads; a navigation group's crumb has no page of its own, so no link. */
  href?: string;
}

/** Every trail's first crumb, on every docs page: the site's home. */
const HOME_CRUMB: Crumb = { label: 'Home', href: ROUTES.home };

/**
 * Home › the page's navigation group › the page (Home › Reference › DMT Commands, Home › Getting
 * started › Quick Start): three crumbs on every page, the same root, the group as the sidebar names
 * it, and only the home and the page as links.
 */
export function breadcrumbs(page: DocPage): Crumb[] {
  return [HOME_CRUMB, { label: groupLabel(page) }, { label: page.title, href: page.canonicalPath }];
}
