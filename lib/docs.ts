// The documentation registry: one ordered array of page records, in reading order. Everything else
// about the docs is derived from it: the /mg/{tab}/ and /mg/cli/{subtab}/ routes and their static
// params, the tab and sub-buttons, previous / next, the sitemap, the Markdown copies and llms.txt,
// and what the search indexes. Adding a page is one record here plus its MDX file in content/.
import { ROUTES, mgCliPath, mgTabPath } from '@/lib/routes';

interface DocRecord {
  /** Stable id: links name pages by it (docPath), and the Markdown copy is /md/{id}.md. */
  id: string;
  /** The page answers at /mg/{slug}/. */
  slug: string;
  /** The page also answers at /mg/cli/{subtab}/, its canonical URL, and is a cli sub-button. */
  subtab?: string;
  /** The tab button shown as current on this page: the slug of a page that has a tabLabel. */
  tab: string;
  /** This page is what a tab button opens; the button's label. */
  tabLabel?: string;
  title: string;
  description: string;
  /** The MDX file in content/ (rendered at build time: lib/docs-source.ts). */
  file: string;
}

const DOCS = [
  {
    id: 'overview',
    slug: 'overview',
    tab: 'overview',
    tabLabel: 'Overview',
    title: 'Overview',
    description:
      'What the mg command line does: deploy a project to your AWS account with a domain, an instance size and TLS, then work with it.',
    file: 'overview.mdx',
  },
  {
    id: 'tools',
    slug: 'tools',
    tab: 'tools',
    tabLabel: 'Quick Start',
    title: 'Quick Start',
    description: 'Install mg, configure AWS and git credentials, and deploy your first project in a few minutes.',
    file: 'quick-start.mdx',
  },
  {
    id: 'architecture',
    slug: 'architecture',
    tab: 'architecture',
    tabLabel: 'Flow',
    title: 'Flow',
    description:
      'How a deploy flows through the DREAM family: DMT virtual machines, LSD functions, ESP static sites and telekinesis queues.',
    file: 'flow.mdx',
  },
  {
    id: 'cli-main',
    slug: 'cli',
    subtab: 'main',
    tab: 'cli',
    tabLabel: 'CLI',
    title: 'CLI Overview',
    description: 'The mg command line: its command families, global options, project mode and exit codes.',
    file: 'cli-overview.mdx',
  },
  {
    id: 'dmt',
    slug: 'dmt',
    subtab: 'dmt',
    tab: 'cli',
    title: 'DMT Commands',
    description: 'Reference for mg dmt: create, deploy, tunnel into and nuke virtual-machine deployments.',
    file: 'dmt.mdx',
  },
  {
    id: 'lsd',
    slug: 'lsd',
    subtab: 'lsd',
    tab: 'cli',
    title: 'LSD Commands',
    description:
      'Reference for mg lsd: drop, deploy, inspect, health-check and delete serverless function deployments.',
    file: 'lsd.mdx',
  },
  {
    id: 'esp',
    slug: 'esp',
    tab: 'cli',
    title: 'ESP',
    description: 'ESP: static pages on object storage behind a CDN.',
    file: 'esp.mdx',
  },
  {
    id: 'dream',
    slug: 'dream',
    tab: 'cli',
    title: 'DREAM',
    description: 'The DREAM family: DMT, LSD, ESP and telekinesis, and when to use each.',
    file: 'dream.mdx',
  },
] as const satisfies readonly DocRecord[];

type DocEntry = (typeof DOCS)[number];
export type DocId = DocEntry['id'];
/** Every `/mg/{tab}` route. */
export type TabSlug = DocEntry['slug'];
/** Every `/mg/cli/{subtab}` route. */
export type SubtabSlug = Extract<DocEntry, { subtab: string }>['subtab'];

export interface DocPage extends Omit<DocRecord, 'id' | 'slug' | 'subtab' | 'tab'> {
  id: DocId;
  slug: TabSlug;
  subtab?: SubtabSlug;
  tab: TabSlug;
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

/** Tab buttons: the pages with a tabLabel (dmt, lsd, esp and dream are reached through cli). */
export const TAB_BUTTONS: readonly DocNavLink[] = DOC_PAGES.flatMap((page) =>
  page.tabLabel ? [{ slug: page.slug, label: page.tabLabel, href: page.canonicalPath }] : [],
);

export interface DocNavGroup {
  /** The group's heading, and the accessible name of its list. */
  label: string;
  links: readonly DocNavLink[];
}

const navLink = (page: DocPage): DocNavLink => ({ slug: page.id, label: page.title, href: page.canonicalPath });

/**
 * The pages reached through the cli tab, listed under it when it is active, in reading order and in
 * two groups: the command reference (its sub-buttons CLI Overview, DMT Commands, LSD Commands) and
 * "Sites and concepts": the static sites' page (ESP) and the family's concept page (DREAM). Every docs page is thus in the navigation, in
 * the order of previous / next.
 */
export const CLI_GROUPS: readonly DocNavGroup[] = [
  { label: 'CLI reference', links: DOC_PAGES.filter((page) => page.tab === 'cli' && page.subtab).map(navLink) },
  { label: 'Sites and concepts', links: DOC_PAGES.filter((page) => page.tab === 'cli' && !page.subtab).map(navLink) },
];

/** Every page reached through the cli tab, in reading order. */
export const CLI_LINKS: readonly DocNavLink[] = CLI_GROUPS.flatMap((group) => group.links);

/** The pages before and after this one in reading order. */
export function neighbours(page: DocPage): { previous?: DocPage; next?: DocPage } {
  const index = DOC_PAGES.findIndex((p) => p.id === page.id);
  return { previous: DOC_PAGES[index - 1], next: DOC_PAGES[index + 1] };
}

export interface Crumb {
  label: string;
  href: string;
}

/** Every trail's first crumb, on every docs page: the site's home. */
const HOME_CRUMB: Crumb = { label: 'Home', href: ROUTES.home };

/**
 * Home › tab › page (Home › CLI › DMT Commands); a tab's own page is Home › page (Home › Quick
 * Start, Home › Overview). One root on every page; a trail names each address once, and has two
 * crumbs at least.
 */
export function breadcrumbs(page: DocPage): Crumb[] {
  const tab = pageForTab(page.tab);
  const crumbs = [HOME_CRUMB];
  if (tab.id !== page.id && tab.tabLabel) crumbs.push({ label: tab.tabLabel, href: tab.canonicalPath });
  crumbs.push({ label: page.title, href: page.canonicalPath });
  return crumbs;
}
