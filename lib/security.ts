// The security policy of the exported site: the Content-Security-Policy each page carries in a
// <meta> tag, and the response headers a static host should send (written to out/_headers and
// documented in docs/hosting.md). Inline scripts are allowed only by hash: the page policy holds a
// placeholder that scripts/build/harden-html.ts replaces, per HTML file, with the hashes of that file's
// inline scripts once the export exists.
import type { Settings } from '@/lib/config';
import { PROVIDER_PICTURE_ORIGINS } from '@/lib/auth/providers';
import { MARKDOWN_COPIES_DIR } from '@/lib/routes';

/** Replaced after the export by the 'sha256-…' sources of each page's inline scripts. */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/** Where the Descope SDK sends its calls: the configured base URL, else its regional default. */
export function descopeApiOrigin(projectId: string | undefined, baseUrl: string | undefined): string | undefined {
  if (baseUrl) return new URL(baseUrl).origin;
  if (!projectId) return undefined;
  // As the SDK does: a 32-character id carries its region in characters 2–5 ("P" + region + 27).
  const region = projectId.slice(1, -27);
  return `https://api.${region ? `${region}.` : ''}descope.com`;
}

type Policy = Record<string, string[]>;

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** The origins a page may call: its own, the API and, when sign-in is on, the identity provider. */
export function connectOrigins(settings: Settings): string[] {
  const origins = new Set(["'self'", new URL(settings.apiUrl).origin]);
  if (settings.sanctified) {
    const idp = descopeApiOrigin(settings.descopeProjectId, settings.descopeBaseUrl);
    if (idp) origins.add(idp);
  }
  return [...origins];
}

/**
 * The origins a page may show images from: its own and data: URLs and, when sign-in is on, the hosts
 * of the providers' profile pictures.
 */
export function imageOrigins(settings: Settings): string[] {
  const origins = ["'self'", 'data:'];
  return settings.sanctified ? [...origins, ...PROVIDER_PICTURE_ORIGINS] : origins;
}

/** The policy every exported page carries in <meta http-equiv="Content-Security-Policy">. */
export function pagePolicy(settings: Settings): string {
  return serialize({
    'default-src': ["'self'"],
    // Pagefind compiles its WebAssembly search core: 'wasm-unsafe-eval' allows that, not eval().
    'script-src': ["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASHES],
    // Inline style attributes: the highlighted code's colours and React style props.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': imageOrigins(settings),
    'font-src': ["'self'"],
    'connect-src': connectOrigins(settings),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

/**
 * The policy a host sends as a header. It holds only what a <meta> policy cannot say
 * (frame-ancestors) and what no page needs loosened; both policies apply, so scripts stay under
 * the page's hashes. It has no default-src on purpose: that would block the hashed inline scripts.
 */
export const HEADER_POLICY = serialize({
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
});

/** Seconds browsers keep to HTTPS once they have seen the site (two years, as hstspreload.org asks). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Headers for every response of the site. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * What the Markdown copies of the docs send besides: they repeat the docs pages word for word, so
 * search engines must not index them in the pages' place; assistants still fetch them.
 */
export const MARKDOWN_COPY_HEADERS: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex' };

/** Build assets have content-hashed names: cache them for a year (HTML keeps the host's revalidate). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The headers file Netlify and Cloudflare Pages read (out/_headers); scripts/serve/serve-static.ts
 * reads it too, so the e2e tests run under these very headers.
 */
export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    // Hosts merge every matching block, so the cache rule of HTML is the host's default (revalidate).
    block('/*', { ...SECURITY_HEADERS }),
    block('/_next/static/*', { 'Cache-Control': IMMUTABLE_CACHE }),
    block(`${MARKDOWN_COPIES_DIR}*`, { ...MARKDOWN_COPY_HEADERS }),
  ].join('\n\n')}\n`;
}
