import type { MetadataRoute } from 'next';
import { settings } from '@/lib/config';
import { DOC_PAGES } from '@/lib/docs';
import { lastModified } from '@/lib/docs-source';
import { ROUTES } from '@/lib/routes';
import { PRODUCT_NAME } from '@/lib/site';

export const dynamic = 'force-static';

/** Every public route at its canonical URL (the sign-in routes are private and not listed). */
export default function sitemap(): MetadataRoute.Sitemap {
  // For type milligram, `/` is a copy of the docs overview, whose canonical URL is listed below.
  const home = settings.deploymentType === PRODUCT_NAME ? [] : [ROUTES.home];
  const paths = [...home, ROUTES.apotheosis, ROUTES.telekinesis, ROUTES.docs];
  return [
    ...paths.map((path) => ({ url: `${settings.siteUrl}${path}` })),
    // A docs page's <lastmod>: when its source last changed, as the page itself says.
    ...DOC_PAGES.map((page) => ({ url: `${settings.siteUrl}${page.canonicalPath}`, lastModified: lastModified(page) })),
  ];
}
