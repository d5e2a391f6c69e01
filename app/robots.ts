import type { MetadataRoute } from 'next';
import { settings } from '@/lib/config';
import { ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [ROUTES.dashboard, ROUTES.authCallback] },
    sitemap: `${settings.siteUrl}/sitemap.xml`,
  };
}
