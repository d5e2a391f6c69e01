// The social cards to draw, as JSON for the build's last step (scripts/social-cards.mjs draws each
// into out/og/<slug>.png, then removes this file). A route, so the cards come from lib/metadata.ts.
import { settings } from '@/lib/config';
import { SOCIAL_CARDS, SOCIAL_CARD_SIZE, socialCardPath } from '@/lib/metadata';
import { PRODUCT_TITLE } from '@/lib/site';

export const dynamic = 'force-static';

export function GET() {
  return Response.json({
    size: SOCIAL_CARD_SIZE,
    product: PRODUCT_TITLE,
    host: new URL(settings.siteUrl).host,
    cards: SOCIAL_CARDS.map((card) => ({ ...card, path: socialCardPath(card) })),
  });
}
