import { createHash } from 'node:crypto';
import { parseSettings } from '@/lib/config';
import {
  HEADER_POLICY,
  HSTS_MAX_AGE_SECONDS,
  INLINE_SCRIPT_HASHES,
  SECURITY_HEADERS,
  connectOrigins,
  imageOrigins,
  descopeApiOrigin,
  headersFile,
  pagePolicy,
} from '@/lib/security';
import { PLACEHOLDER, hardenPage, inlineScriptHashes } from '@/scripts/build/harden-html.ts';
import { parseHeadersFile } from '@/scripts/serve/serve-static.ts';

const quiet = () => {};
const settings = (env: Record<string, string>) => parseSettings(env, quiet);

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([key]) => key === name)
    ?.slice(1);

describe('descopeApiOrigin', () => {
  it('is the configured base URL origin when there is one', () => {
    expect(descopeApiOrigin('P2abc', 'http://localhost:3003/some/path')).toBe('http://localhost:3003');
  });
  it('is api.descope.com for a 28-character project id, as the SDK computes it', () => {
    expect(descopeApiOrigin('P2TESTPROJECT000000000000000', undefined)).toBe('https://api.descope.com');
  });
  it('carries the region of a 32-character id', () => {
    expect(descopeApiOrigin(`Peuc1${'X'.repeat(27)}`, undefined)).toBe('https://api.euc1.descope.com');
  });
  it('is nothing without a project', () => {
    expect(descopeApiOrigin(undefined, undefined)).toBeUndefined();
  });
});

describe('the page policy', () => {
  const signedIn = settings({
    NEXT_PUBLIC_API_URL: 'https://api.example.com/v1',
    NEXT_PUBLIC_DESCOPE_PROJECT_ID: 'P2TESTPROJECT000000000000000',
  });

  it('allows inline scripts only through the hash placeholder, and no eval', () => {
    const scripts = directive(pagePolicy(signedIn), 'script-src');
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASHES]);
    expect(INLINE_SCRIPT_HASHES).toBe(PLACEHOLDER);
  });

  it('lets pages call only themselves, the API and the identity provider', () => {
    expect(directive(pagePolicy(signedIn), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://api.descope.com',
    ]);
  });

  it('leaves the identity provider out when sign-in is off', () => {
    const open = settings({ NEXT_PUBLIC_SANCTIFIED: 'false', NEXT_PUBLIC_DESCOPE_PROJECT_ID: 'P2TEST' });
    expect(connectOrigins(open)).toEqual(["'self'", 'http://localhost:3001']);
  });

  it('shows images from the site and the providers’ picture hosts, none other', () => {
    expect(directive(pagePolicy(signedIn), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://lh3.googleusercontent.com',
      'https://avatars.githubusercontent.com',
      'https://platform-lookaside.fbsbx.com',
      'https://cdn.discordapp.com',
      'https://media.licdn.com',
    ]);
    const open = settings({ NEXT_PUBLIC_SANCTIFIED: 'false' });
    expect(imageOrigins(open)).toEqual(["'self'", 'data:']);
  });

  it('forbids plugins, foreign base URLs and foreign form targets', () => {
    const policy = pagePolicy(signedIn);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });
});

describe('the headers', () => {
  it('send a header policy without default-src or script-src (they would block the hashed scripts)', () => {
    expect(directive(HEADER_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(HEADER_POLICY, 'default-src')).toBeUndefined();
    expect(directive(HEADER_POLICY, 'script-src')).toBeUndefined();
  });

  it('keep HTTPS for two years', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(2 * 365 * 86_400);
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('round-trip through the _headers file the static server reads', () => {
    const rules = parseHeadersFile(headersFile());
    const forPath = (path: string) =>
      Object.assign(
        {},
        ...rules.filter((r: { pattern: RegExp }) => r.pattern.test(path)).map((r: { headers: object }) => r.headers),
      );
    expect(forPath('/mg/overview/')).toEqual(SECURITY_HEADERS);
    expect(forPath('/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(forPath('/mg/overview/')['Cache-Control']).toBeUndefined();
  });
});

describe('hardenPage', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script>',
    '<meta name="referrer" content="no-referrer"/></head><body>',
    '<script>self.__next_f=[]</script><script type="application/ld+json">{"a":1}</script>',
    '<script id="_R_">go("é")</script></body></html>',
  ].join('');
  const template = `default-src 'self'; script-src 'self' ${PLACEHOLDER}`;

  it('hashes each inline script as the browser does, skipping data blocks and external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('self.__next_f=[]'), sha('go("é")')]);
  });

  it('puts the filled policy and the referrer policy right after the charset, before any script', () => {
    const hardened = hardenPage(page, template);
    const policy = `default-src 'self'; script-src 'self' ${sha('self.__next_f=[]')} ${sha('go("é")')}`;
    expect(
      hardened.startsWith(
        `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><meta name="referrer" content="no-referrer"/><script src="/_next/a.js"`,
      ),
    ).toBe(true);
    expect(hardened.match(/name="referrer"/g)).toHaveLength(1);
  });

  it('writes a configured URL holding "$&" or "$1" as it is, without corrupting the page', () => {
    const withDollar = `default-src 'self'; connect-src https://api.example.com/$&/$1 ${PLACEHOLDER}`;
    const hardened = hardenPage(page, withDollar);
    expect(hardened).toContain('connect-src https://api.example.com/$&amp;/$1 '.replace('&amp;', '&'));
    expect(hardened.match(/<meta charSet="utf-8"\/>/g)).toHaveLength(1);
    expect(hardened).not.toContain(PLACEHOLDER);
  });

  it('refuses a page that already has a policy, or a template without the placeholder', () => {
    expect(() => hardenPage(hardenPage(page, template), template)).toThrow('already has a policy');
    expect(() => hardenPage(page, "script-src 'self'")).toThrow('placeholder');
  });
});
