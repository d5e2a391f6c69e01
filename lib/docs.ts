// The documentation registry: every docs page, its title, slug, route and MDX file, listed once.
// Pages, navigation, generateStaticParams, sitemap and search all read from here.
import type { ComponentType } from 'react';
import { mgCliPath, mgTabPath } from '@/lib/routes';

export type DocId = 'overview' | 'tools' | 'architecture' | 'cli-main' | 'dmt' | 'lsd' | 'esp' | 'dream';

export interface DocPage {
  id: DocId;
  title: string;
  description: string;
  /** The URL search engines should index for this content. */
  canonicalPath: string;
  /** The tab button shown as current. */
  tab: TabSlug;
  /** The cli sub-button shown as current, if any. */
  subtab?: SubtabSlug;
  /** The MDX file in content/. */
  file: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Every `/mg/{tab}` route, in the order the tabs appear. */
export const TAB_SLUGS = ['overview', 'tools', 'architecture', 'cli', 'dmt', 'lsd', 'esp', 'dream'] as const;
export type TabSlug = (typeof TAB_SLUGS)[number];
/** Every `/mg/cli/{subtab}` route. */
export const SUBTAB_SLUGS = ['main', 'dmt', 'lsd'] as const;
export type SubtabSlug = (typeof SUBTAB_SLUGS)[number];

export const DEFAULT_TAB: TabSlug = 'overview';
export const DEFAULT_SUBTAB: SubtabSlug = 'main';

export const DOC_PAGES: Record<DocId, DocPage> = {
  overview: {
    id: 'overview',
    title: 'Overview',
    description:
      'What the mg command line does: deploy a project to your AWS account with a domain, an instance size and SSL, then work with it.',
    canonicalPath: mgTabPath('overview'),
    tab: 'overview',
    file: 'overview.mdx',
    load: () => import('@/content/overview.mdx'),
  },
  tools: {
    id: 'tools',
    title: 'Quick Start',
    description: 'Install mg, configure AWS and git credentials, and deploy your first project in a few minutes.',
    canonicalPath: mgTabPath('tools'),
    tab: 'tools',
    file: 'quick-start.mdx',
    load: () => import('@/content/quick-start.mdx'),
  },
  architecture: {
    id: 'architecture',
    title: 'Flow',
    description:
      'How a deploy flows through the DREAM family: DMT virtual machines, LSD functions, ESP static sites and telekinesis queues.',
    canonicalPath: mgTabPath('architecture'),
    tab: 'architecture',
    file: 'flow.mdx',
    load: () => import('@/content/flow.mdx'),
  },
  'cli-main': {
    id: 'cli-main',
    title: 'CLI Overview',
    description: 'The mg command line: its command families, global options, project mode and exit codes.',
    canonicalPath: mgCliPath('main'),
    tab: 'cli',
    subtab: 'main',
    file: 'cli-overview.mdx',
    load: () => import('@/content/cli-overview.mdx'),
  },
  dmt: {
    id: 'dmt',
    title: 'DMT Commands',
    description: 'Reference for mg dmt: create, deploy, tunnel into and nuke virtual-machine deployments.',
    canonicalPath: mgCliPath('dmt'),
    tab: 'cli',
    subtab: 'dmt',
    file: 'dmt.mdx',
    load: () => import('@/content/dmt.mdx'),
  },
  lsd: {
    id: 'lsd',
    title: 'LSD Commands',
    description:
      'Reference for mg lsd: drop, deploy, inspect, health-check and delete serverless function deployments.',
    canonicalPath: mgCliPath('lsd'),
    tab: 'cli',
    subtab: 'lsd',
    file: 'lsd.mdx',
    load: () => import('@/content/lsd.mdx'),
  },
  esp: {
    id: 'esp',
    title: 'ESP',
    description: 'ESP: static pages on object storage behind a CDN.',
    canonicalPath: mgTabPath('esp'),
    tab: 'cli',
    file: 'esp.mdx',
    load: () => import('@/content/esp.mdx'),
  },
  dream: {
    id: 'dream',
    title: 'DREAM Architecture',
    description: 'The DREAM family: DMT, LSD, ESP and telekinesis, and when to use each.',
    canonicalPath: mgTabPath('dream'),
    tab: 'cli',
    file: 'dream.mdx',
    load: () => import('@/content/dream.mdx'),
  },
};

const TAB_PAGE: Record<TabSlug, DocId> = {
  overview: 'overview',
  tools: 'tools',
  architecture: 'architecture',
  cli: 'cli-main',
  dmt: 'dmt',
  lsd: 'lsd',
  esp: 'esp',
  dream: 'dream',
};

const SUBTAB_PAGE: Record<SubtabSlug, DocId> = { main: 'cli-main', dmt: 'dmt', lsd: 'lsd' };

export function isTabSlug(value: string): value is TabSlug {
  return (TAB_SLUGS as readonly string[]).includes(value);
}

export function isSubtabSlug(value: string): value is SubtabSlug {
  return (SUBTAB_SLUGS as readonly string[]).includes(value);
}

export const pageForTab = (tab: TabSlug): DocPage => DOC_PAGES[TAB_PAGE[tab]];
export const pageForSubtab = (subtab: SubtabSlug): DocPage => DOC_PAGES[SUBTAB_PAGE[subtab]];

export interface DocTab {
  slug: TabSlug;
  label: string;
  href: string;
}

/** Tab buttons: every tab except dmt, lsd, esp and dream, which are reached through the cli tab. */
export const TAB_BUTTONS: DocTab[] = [
  { slug: 'overview', label: 'Overview', href: mgTabPath('overview') },
  { slug: 'tools', label: 'Quick Start', href: mgTabPath('tools') },
  { slug: 'architecture', label: 'Flow', href: mgTabPath('architecture') },
  { slug: 'cli', label: 'CLI', href: mgCliPath('main') },
];

export interface DocSubtab {
  slug: SubtabSlug;
  label: string;
  href: string;
}

/** Shown when the cli tab is active. */
export const SUBTAB_BUTTONS: DocSubtab[] = SUBTAB_SLUGS.map((slug) => ({
  slug,
  label: pageForSubtab(slug).title,
  href: mgCliPath(slug),
}));

/** Canonical docs pages in reading order (for previous / next links, sitemap and search). */
export const READING_ORDER: DocId[] = ['overview', 'tools', 'architecture', 'cli-main', 'dmt', 'lsd', 'esp', 'dream'];
