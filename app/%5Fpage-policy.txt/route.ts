// The page Content-Security-Policy for this build's settings, with a placeholder for the inline
// script hashes. Build-time only: scripts/build/harden-html.ts reads out/_page-policy.txt, writes the
// policy into every page with that page's hashes, and deletes the file. (Not rendered by React:
// React matches <head> tags by their attributes and would re-insert the unhashed one.)
import { checkProductionSettings, settings } from '@/lib/config';
import { pagePolicy } from '@/lib/security';

export const dynamic = 'force-static';

export function GET() {
  // Rendered once per build: the place to stop a build whose settings would break production.
  checkProductionSettings();
  return new Response(pagePolicy(settings), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
