// The contract every host of out/ must keep, run against each host docs/hosting.md recommends and CI
// can run: the project's own static server and Debian's nginx with deploy/nginx.conf
// (playwright.config.ts: projects host-static and host-nginx, both serving the main variant).
import { rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from './fixtures';
import { VARIANT_DIR } from '../dev/variants.ts';
import { startSignIn } from './helpers';

const PAGES = [
  '/',
  '/mg/',
  '/mg/overview/',
  '/mg/tools/',
  '/mg/cli/',
  '/mg/cli/dmt/',
  '/mg/cli/lsd/',
  '/mg/dream/',
  '/apotheosis/',
  '/telekinesis/',
  '/docs/',
  '/milligram/',
  '/auth/callback/',
  '/home/',
];
const FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/md/dmt.md',
  '/pagefind/pagefind.js',
  '/404.html',
  '/favicon.ico',
];
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];
const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('every route answers 200 by its folder URL, and the site files by theirs', async ({ request }) => {
  for (const path of [...PAGES, ...FILES]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('a folder URL without its slash is redirected to the slash form, its query kept', async ({ request }) => {
  for (const [path, target] of [
    ['/mg/overview', '/mg/overview/'],
    ['/mg/cli/dmt?q=nuke', '/mg/cli/dmt/?q=nuke'],
    ['/auth/callback?code=a&state=b', '/auth/callback/?code=a&state=b'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([301, 302, 308], path).toContain(response.status());
    const location = new URL(response.headers().location, response.url());
    expect(location.origin, path).toBe(new URL(response.url()).origin);
    expect(`${location.pathname}${location.search}`, path).toBe(target);
  }
});

test('no path redirects to another host', async ({ request, baseURL }) => {
  // Each path's answer: a redirect to its one-slash path on this host, or the 404 page (no Location).
  const expected: [path: string, status: number, location: string | undefined][] = [
    ['//evil.com/x', 301, '/evil.com/x'],
    ['//evil.com/x/', 301, '/evil.com/x/'],
    ['/%2F%2Fevil.com', 404, undefined],
    ['///evil.com/mg', 301, '/evil.com/mg'],
  ];
  for (const [path, status, location] of expected) {
    // Joined to the origin, not resolved against it: "//evil.com/x" is this host's path here.
    const response = await request.get(`${new URL(baseURL!).origin}${path}`, { maxRedirects: 0 });
    expect([path, response.status(), response.headers().location]).toEqual([path, status, location]);
  }
});

test.describe('an address with more than one leading slash', () => {
  // The 404 page's own request is the browser's "Failed to load resource" line.
  test.use({ allowConsoleErrors: [/^Failed to load resource: .*404/] });

  test('redirects to its one-slash form, and the page or the 404 page shows, never the error screen', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const [path, target] of [
      ['//mg/overview/', '/mg/overview/'],
      ['///mg/cli/dmt/?q=nuke', '/mg/cli/dmt/?q=nuke'],
      ['//attacker.test/x', '/attacker.test/x'],
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(target);
    }
    await page.goto(`${origin}//mg/overview/`);
    expect(page.url()).toBe(`${origin}/mg/overview/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await page.goto(`${origin}//attacker.test/x`);
    expect(page.url()).toBe(`${origin}/attacker.test/x`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('a missing page or file is the site’s 404 page with status 404', async ({ request }) => {
  // A missing asset too: docs/hosting.md asks every host for 404.html on any missing file.
  for (const path of ['/nope/', '/nope', '/mg/nope/', '/_next/static/missing.js']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('every response carries the security headers: HTML, assets and the 404 page', async ({ request }) => {
  const html = await request.get('/mg/cli/dmt/');
  const asset = (await html.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset, 'a script named in the page').toBeTruthy();
  for (const path of ['/', '/mg/cli/dmt/', asset!, '/nope/', '/md/dmt.md']) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

/** Sends `raw` bytes to the host as they are (what a browser never sends) and reads the answer's head. */
function rawRequest(baseURL: string, raw: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(raw.slice(0, 30))}`)));
    socket.on('data', (chunk) => {
      data += chunk;
      if (!data.includes('\r\n\r\n')) return;
      const [statusLine, ...lines] = data.split('\r\n\r\n')[0].split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(raw);
  });
}

test('redirects, refused methods and answers to malformed requests carry the security headers too', async ({
  request,
  baseURL,
}) => {
  const answers: [string, number, Record<string, string>][] = [];
  const redirect = await request.get('/mg/overview?x=1', { maxRedirects: 0 });
  answers.push(['folder redirect', redirect.status(), redirect.headers()]);
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const refused = await request.fetch('/mg/overview/', { method, maxRedirects: 0 });
    answers.push([method, refused.status(), refused.headers()]);
  }
  for (const [name, raw] of [
    ['no Host header', 'GET / HTTP/1.1\r\n\r\n'],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header too large', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`],
  ]) {
    const { status, headers } = await rawRequest(baseURL!, raw);
    answers.push([name, status, headers]);
  }
  for (const [name, status, headers] of answers) {
    expect(status, name).toBeGreaterThanOrEqual(300);
    for (const header of SECURITY_HEADERS) expect(headers[header], `${header} on ${name} (${status})`).toBeTruthy();
  }
  expect(answers.filter(([, status]) => status >= 400 && status < 500).length).toBe(6);
});

test('hashed assets are cached for a year; pages and site files are revalidated', async ({ request }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe(REVALIDATE);
  const asset = (await html.text()).match(/\/_next\/static\/[^"]+\.(?:js|css)/)?.[0];
  expect((await request.get(asset!)).headers()['cache-control']).toBe(IMMUTABLE);
  for (const path of ['/mg/overview/', '/sitemap.xml', '/llms.txt', '/pagefind/pagefind.js']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(REVALIDATE);
  }
});

test('serves pages as UTF-8 HTML and the Markdown copies as Markdown', async ({ request }) => {
  expect((await request.get('/')).headers()['content-type']).toMatch(/^text\/html;\s*charset=utf-8$/i);
  expect((await request.get('/md/dmt.md')).headers()['content-type']).toMatch(/^text\/markdown/);
});

test('a full sign-in round trip through the identity-provider emulator ends on /home', async ({ page }) => {
  await page.goto('/');
  await startSignIn(page, 'GitHub');
  await page.waitForURL((url) => url.pathname === '/home/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('user-email')).toContainText('@');
});

test('build bookkeeping is never served: _headers and dot files are missing pages', async ({ request }) => {
  for (const path of ['/_headers', '/.build-stamp.json', '/.gitignore', '/mg/.hidden']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('the cache rule follows the file served, whatever the address spells', async ({ baseURL }) => {
  // Addresses under /_next/static/ (the immutable assets) that climb out of it to a page: the page
  // is served, with a page's cache rule, never the assets'. Sent as spelled, byte for byte: a URL
  // parser would resolve "%2e%2e" to ".." before the server saw it. Each answer states its status and
  // the headers that matter for it (a redirect's own cache rule differs between hosts).
  const page = { 'cache-control': REVALIDATE, 'content-type': expect.stringMatching(/^text\/html/) };
  const expected: [path: string, answer: { status: number; headers: Record<string, unknown> }][] = [
    ['/_next/static/..%2F..%2Fmg/overview/index.html', { status: 200, headers: page }],
    ['/_next/static/%2e%2e/%2e%2e/mg/overview/index.html', { status: 200, headers: page }],
    [
      '//_next/static/..%2F..%2Findex.html',
      { status: 301, headers: { location: '/_next/static/..%2F..%2Findex.html' } },
    ],
    ['/_next/static/..%2F..%2Findex.html', { status: 200, headers: page }],
  ];
  for (const [path, answer] of expected) {
    const { status, headers } = await rawRequest(baseURL!, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect({ path, status, headers }).toMatchObject({ path, ...answer });
  }
});

test('a link inside the site folder pointing outside it is not followed', async ({ request }, testInfo) => {
  // One name per host project: both serve the same folder, perhaps at the same time.
  const name = `outside-${testInfo.project.name}.txt`;
  const link = path.resolve(VARIANT_DIR, 'main', name);
  rmSync(link, { force: true });
  symlinkSync('/etc/hostname', link);
  try {
    expect((await request.get(`/${name}`)).status()).toBe(404);
  } finally {
    rmSync(link, { force: true });
  }
});

test('a link inside the site folder pointing inside it is refused too, as nginx does', async ({
  request,
}, testInfo) => {
  const name = `inside-${testInfo.project.name}.txt`;
  const link = path.resolve(VARIANT_DIR, 'main', name);
  rmSync(link, { force: true });
  symlinkSync(path.resolve(VARIANT_DIR, 'main', 'robots.txt'), link);
  try {
    expect((await request.get('/robots.txt')).status()).toBe(200);
    expect((await request.get(`/${name}`)).status()).toBe(404);
  } finally {
    rmSync(link, { force: true });
  }
});

test('the server does not announce its version', async ({ request }) => {
  const server = (await request.get('/nope/')).headers().server ?? '';
  expect(server).not.toMatch(/\d/);
});

test('the Markdown copies tell search engines not to index them; the pages do not', async ({ request }) => {
  const copy = await request.get('/md/dmt.md');
  expect(copy.status()).toBe(200);
  expect(copy.headers()['x-robots-tag']).toBe('noindex');
  for (const path of ['/', '/mg/cli/dmt/', '/llms.txt']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBeUndefined();
  }
});
