// The hosts' header configurations, generated from the one security policy (lib/security.ts), so
// the committed files in deploy/ can't drift from what the site sends: deploy/config.test.ts
// compares them on every test run, and `npm run deploy:config` rewrites them.
import { HSTS_MAX_AGE_SECONDS, MARKDOWN_COPY_HEADERS, SECURITY_HEADERS } from '@/lib/security';

const GENERATED = 'Generated from lib/security.ts by `npm run deploy:config`; do not edit by hand.';

/** deploy/nginx/security-headers.conf: one `add_header … always` per security header. */
export function nginxSecurityHeaders(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(
    ([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );
  return [
    `# The security headers of every response. ${GENERATED}`,
    '# nginx drops the add_header of an outer level in any block that has its own, so each',
    '# location of deploy/nginx.conf includes this file beside its Cache-Control.',
    ...lines,
    '',
  ].join('\n');
}

/** The headers CloudFront's security-headers section covers, and how each is written there. */
const CLOUDFRONT_SECURITY = {
  'Strict-Transport-Security': (value: string) => ({
    StrictTransportSecurity: {
      Override: true,
      AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(value)?.[1] ?? HSTS_MAX_AGE_SECONDS),
      IncludeSubdomains: /includeSubDomains/i.test(value),
      Preload: /preload/i.test(value),
    },
  }),
  'X-Content-Type-Options': () => ({ ContentTypeOptions: { Override: true } }),
  'X-Frame-Options': (value: string) => ({ FrameOptions: { Override: true, FrameOption: value } }),
  'Referrer-Policy': (value: string) => ({ ReferrerPolicy: { Override: true, ReferrerPolicy: value } }),
  'Content-Security-Policy': (value: string) => ({
    ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: value },
  }),
} as const;

/**
 * deploy/cloudfront/headers.json: the input of `aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://deploy/cloudfront/headers.json`. With `extra` (the
 * Markdown copies' X-Robots-Tag), the policy of the `/md/*` behaviour: deploy/cloudfront/markdown-headers.json.
 */
export function cloudFrontHeadersPolicy(
  { name, comment, extra }: { name: string; comment: string; extra: Record<string, string> } = {
    name: 'milligram-security-headers',
    comment: 'Security headers of the milligram site (deploy/cloudfront/headers.json, from lib/security.ts)',
    extra: {},
  },
): Record<string, unknown> {
  let security: Record<string, unknown> = {};
  const custom: { Header: string; Value: string; Override: boolean }[] = [];
  for (const [header, value] of Object.entries({ ...SECURITY_HEADERS, ...extra })) {
    const map = CLOUDFRONT_SECURITY[header as keyof typeof CLOUDFRONT_SECURITY];
    if (map) security = { ...security, ...map(value) };
    else custom.push({ Header: header, Value: value, Override: true });
  }
  return {
    Name: name,
    Comment: comment,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/** The `/md/*` behaviour's policy: the security headers and the Markdown copies' X-Robots-Tag. */
export const cloudFrontMarkdownPolicy = () =>
  cloudFrontHeadersPolicy({
    name: 'milligram-markdown-copies',
    comment:
      'The milligram docs Markdown copies: security headers and noindex (deploy/cloudfront/markdown-headers.json)',
    extra: { ...MARKDOWN_COPY_HEADERS },
  });

/** Both files, by their path in the repo. */
export function deployConfigFiles(): Record<string, string> {
  return {
    'deploy/nginx/security-headers.conf': nginxSecurityHeaders(),
    'deploy/cloudfront/headers.json': `${JSON.stringify(cloudFrontHeadersPolicy(), null, 2)}\n`,
    'deploy/cloudfront/markdown-headers.json': `${JSON.stringify(cloudFrontMarkdownPolicy(), null, 2)}\n`,
  };
}
