// Page metadata built from the registry and the site URL setting: titles, descriptions, canonical
// URLs, the Markdown alternate of a docs page, and each page's social card (a 1200 × 630 PNG made
// at build time by app/og/[card]/route.tsx from SOCIAL_CARDS).
import type { Metadata } from 'next';
import { settings } from '@/lib/config';
import { DEFAULT_TAB, DOC_PAGES, groupLabel, pageForTab, type DocPage } from '@/lib/docs';
import { firstPublished, lastModified } from '@/lib/docs-source';
import { markdownPath } from '@/lib/llms';
import { ROUTES } from '@/lib/routes';
import { BRAND_NAME, PRODUCT_NAME, SITE_DESCRIPTION, SITE_LOCALE } from '@/lib/site';

/** The site's own title: the home page's, and any page's without one. */
export const HOME_TITLE = `${BRAND_NAME}: deploy to your own cloud`;

/**
 * The pages outside the docs that have a card and a description of their own; `eyebrow` is the line
 * above the title on the page's hero and on its social card.
 */
export const LANDING_PAGES = {
  home: { path: ROUTES.home, eyebrow: 'Your cloud, your account', title: HOME_TITLE, description: SITE_DESCRIPTION },
  apotheosis: {
    path: ROUTES.apotheosis,
    eyebrow: 'Full-stack app deployer',
    title: 'Apotheosis',
    description:
      'apotheosis deploys a full-stack app (frontend, API, database and queue) to your own AWS account, and watches its health.',
  },
  telekinesis: {
    path: ROUTES.telekinesis,
    eyebrow: 'Task-queue platform',
    title: 'Telekinesis',
    description: 'telekinesis: event-driven task queues and serverless workers in your own AWS account.',
  },
  docs: {
    path: ROUTES.docs,
    eyebrow: 'Docs',
    title: 'Docs',
    description:
      'Documentation for the DREAM toolkit: apotheosis, DMT, telekinesis, LSD and the milligram CLI. Coming soon.',
  },
} as const;

export type LandingId = keyof typeof LANDING_PAGES;

/** What a social card shows: a small line above (where the page sits) and the page's title. */
export interface SocialCard {
  /** The card's file name: /og/<slug>.png. */
  slug: string;
  eyebrow: string;
  title: string;
  description: string;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
export const socialCardPath = (card: SocialCard) => `/og/${card.slug}.png`;

/** The site's logo as a square PNG (the publisher's logo in structured data), drawn after the export. */
export const LOGO = { path: '/logo.png', size: 512 } as const;

/**
 * The icon at /favicon.ico, drawn after the export: pages name /icon.svg, but browsers, feed
 * readers and bookmarks still ask for /favicon.ico, and it must not be a 404.
 */
export const FAVICON = { path: '/favicon.ico', size: 48 } as const;

export const docCard = (page: DocPage): SocialCard => ({
  slug: `docs-${page.id}`,
  // Where the page sits: "Docs / Reference", its navigation group; the docs' front page is the docs themselves.
  eyebrow: page.canonicalPath === ROUTES.docsHome ? 'Docs' : `Docs / ${groupLabel(page)}`,
  title: page.title,
  description: page.description,
});

export const SOCIAL_CARDS: readonly SocialCard[] = [
  ...Object.entries(LANDING_PAGES).map(([slug, page]) => ({
    slug,
    eyebrow: page.eyebrow,
    title: page.title,
    description: page.description,
  })),
  ...DOC_PAGES.map(docCard),
];

const cardBySlug = (slug: string) => SOCIAL_CARDS.find((card) => card.slug === slug)!;

/** What a page's Open Graph tags add for an article (a docs page): its dates. */
interface Article {
  publishedTime: string;
  modifiedTime: string;
}

function pageMetadata(
  title: string | undefined,
  description: string,
  canonicalPath: string,
  card: SocialCard,
  { article, ...extra }: Metadata & { article?: Article } = {},
): Metadata {
  const image = { url: socialCardPath(card), ...SOCIAL_CARD_SIZE, alt: card.title };
  // A page's openGraph replaces the layout's whole object: each page names the site and locale too.
  const shared = {
    title: title ?? card.title,
    description,
    url: canonicalPath,
    siteName: BRAND_NAME,
    locale: SITE_LOCALE,
    images: [image],
  };
  return {
    ...(title ? { title } : {}),
    description,
    ...extra,
    alternates: { canonical: canonicalPath, ...extra.alternates },
    openGraph: article ? { ...shared, type: 'article', ...article } : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title: title ?? card.title, description, images: [image] },
  };
}

/**
 * A docs page: an article (published and modified when its source was added and last changed), its
 * Markdown copy as an alternate (`<link rel="alternate" type="text/markdown">`).
 */
export const docMetadata = (page: DocPage): Metadata =>
  pageMetadata(page.title, page.description, page.canonicalPath, docCard(page), {
    alternates: { types: { 'text/markdown': markdownPath(page) } },
    article: { publishedTime: firstPublished(page), modifiedTime: lastModified(page) },
  });

export function landingMetadata(id: LandingId): Metadata {
  const page = LANDING_PAGES[id];
  // The home page's title is the site's default title (the layout's), not "… · milligram".
  return pageMetadata(id === 'home' ? undefined : page.title, page.description, page.path, cardBySlug(id));
}

/** `/`: the landing page, or for type milligram a copy of the docs' front page (canonical there). */
export const homeMetadata = (): Metadata =>
  settings.deploymentType === PRODUCT_NAME ? docMetadata(pageForTab(DEFAULT_TAB)) : landingMetadata('home');

export const metadataBase = new URL(`${settings.siteUrl}/`);
