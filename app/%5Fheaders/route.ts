// out/_headers: the response headers for hosts that read such a file (Netlify, Cloudflare Pages)
// and for scripts/serve/serve-static.ts. docs/hosting.md says how other hosts send them.
import { headersFile } from '@/lib/security';

export const dynamic = 'force-static';

export function GET() {
  return new Response(headersFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
