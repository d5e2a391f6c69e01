// The social cards to draw, the logo and the favicon, as JSON for the build's last step
// (scripts/build/social-cards.ts draws each card into out/og/<slug>.png, the logo into out/logo.png and
// the icon into out/favicon.ico, then removes this file). A route, so the list comes from
// lib/metadata.ts.
import { settings } from '@/lib/config';
import { FAVICON, LOGO, SOCIAL_CARDS, SOCIAL_CARD_SIZE, socialCardPath } from '@/lib/metadata';
import { BRAND_NAME } from '@/lib/site';

export const dynamic = 'force-static';

export function GET() {
  return Response.json({
    size: SOCIAL_CARD_SIZE,
    product: BRAND_NAME,
    host: new URL(settings.siteUrl).host,
    cards: SOCIAL_CARDS.map((card) => ({ ...card, path: socialCardPath(card) })),
    logo: LOGO,
    favicon: FAVICON,
  });
}
