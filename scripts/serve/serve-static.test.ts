/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer, folderLocation, isHidden, isInside } from '@/scripts/serve/serve-static.ts';

let dir: string;
let root: string;
let origin: string;
let server: ReturnType<typeof createStaticServer>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  root = path.join(dir, 'out');
  mkdirSync(path.join(root, 'mg', 'overview'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>404</h1>');
  writeFileSync(path.join(root, 'mg', 'overview', 'index.html'), '<h1>overview</h1>');
  writeFileSync(path.join(root, 'page.txt'), 'first');
  mkdirSync(path.join(dir, 'out-other'));
  writeFileSync(path.join(dir, 'out-other', 'secret.txt'), 'secret');
  writeFileSync(path.join(dir, 'secret.txt'), 'secret');
  symlinkSync(path.join(dir, 'secret.txt'), path.join(root, 'link.txt'));
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, { redirect: 'manual', headers });

describe('the static server', () => {
  it('serves folders by their index.html and redirects a folder without its slash, query kept', async () => {
    expect(await (await get('/mg/overview/')).text()).toBe('<h1>overview</h1>');
    const redirect = await get('/mg/overview?code=a&state=b');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/mg/overview/?code=a&state=b');
  });

  it('answers 404.html with status 404 for what is missing', async () => {
    const response = await get('/nope/');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>404</h1>');
  });

  it('never reads a sibling folder through an encoded traversal', async () => {
    for (const attempt of ['/..%2fout-other/secret.txt', '/%2e%2e/out-other/secret.txt', '/..%2f..%2fsecret.txt']) {
      const response = await get(attempt);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('refuses a symlink that leads out of the root', async () => {
    const response = await get('/link.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('refuses a symlink that points inside the root, to a file or a folder, as nginx does', async () => {
    writeFileSync(path.join(root, 'real.txt'), 'real');
    symlinkSync(path.join(root, 'real.txt'), path.join(root, 'inside.txt'));
    mkdirSync(path.join(root, 'folder'), { recursive: true });
    writeFileSync(path.join(root, 'folder', 'index.html'), 'folder page');
    symlinkSync(path.join(root, 'folder'), path.join(root, 'alias'));
    expect((await get('/real.txt')).status).toBe(200);
    expect((await get('/folder/')).status).toBe(200);
    expect((await get('/inside.txt')).status).toBe(404);
    expect((await get('/alias/')).status).toBe(404);
    expect((await get('/alias/index.html')).status).toBe(404);
  });

  it('serves a root that is itself a link (current -> releases/42)', async () => {
    const current = path.join(dir, 'current');
    symlinkSync(root, current);
    const linked = createStaticServer({ root: current });
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(linked.address() as AddressInfo).port}/mg/overview/`);
      expect(await response.text()).toBe('<h1>overview</h1>');
    } finally {
      await new Promise((resolve) => linked.close(resolve));
    }
  });

  it('never answers a protocol-relative Location', async () => {
    mkdirSync(path.join(root, 'evil.com', 'x'), { recursive: true });
    writeFileSync(path.join(root, 'evil.com', 'x', 'index.html'), 'x');
    const response = await get('//evil.com/x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.com/x');
    expect((await get('///evil.com/x/?q=1')).headers.get('location')).toBe('/evil.com/x/?q=1');
    expect(folderLocation('///a', '?q=1')).toBe('/a/?q=1');
    expect(folderLocation('/\\evil.com/x', '')).toBe('/evil.com/x/');
  });

  it('serves neither _headers nor dot files: build bookkeeping is not the site', async () => {
    writeFileSync(path.join(root, '_headers'), '/*\n  X-Test: 1\n');
    writeFileSync(path.join(root, '.build-stamp.json'), '{}');
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    writeFileSync(path.join(root, '.cache', 'a.txt'), 'a');
    for (const hidden of ['/_headers', '/.build-stamp.json', '/.cache/a.txt', '/%2Ebuild-stamp.json'])
      expect((await get(hidden)).status).toBe(404);
    expect(isHidden('/mg/overview/index.html')).toBe(false);
  });

  it('picks the cache rule from the file served, not from how the address spells its path', async () => {
    mkdirSync(path.join(root, '_next', 'static'), { recursive: true });
    writeFileSync(path.join(root, '_next', 'static', 'a.js'), 'a');
    expect((await get('/_next/static/a.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sneaky = await get('/_next/static/..%2F..%2Fmg/overview/');
    expect(sneaky.status).toBe(200);
    expect(sneaky.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('serves a changed file anew (the gzip cache follows the modification time) and survives a vanished one', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    expect(await (await get('/page.txt', gzip)).text()).toBe('first');
    writeFileSync(path.join(root, 'page.txt'), 'second');
    utimesSync(path.join(root, 'page.txt'), new Date(), new Date(Date.now() + 5_000));
    expect(await (await get('/page.txt', gzip)).text()).toBe('second');
    rmSync(path.join(root, 'page.txt'));
    expect((await get('/page.txt', gzip)).status).toBe(404);
    expect((await get('/')).status).toBe(200);
  });

  it('puts the site’s headers on every response: redirects, refused methods and a missing 404 page too', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'serve-static-headers-'));
    mkdirSync(path.join(other, 'mg', 'overview'), { recursive: true });
    writeFileSync(path.join(other, 'mg', 'overview', 'index.html'), 'overview');
    writeFileSync(
      path.join(other, '_headers'),
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n",
    );
    const headed = createStaticServer({ root: other });
    await new Promise<void>((resolve) => headed.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(headed.address() as AddressInfo).port}`;
    try {
      for (const [pathname, method, status] of [
        ['/mg/overview/', 'GET', 200],
        ['/mg/overview?code=a', 'GET', 302],
        ['/mg/overview/', 'POST', 405],
        ['/mg/overview/', 'DELETE', 405],
        ['/nope/', 'GET', 404], // no 404.html in this folder: the plain answer
      ] as const) {
        const response = await fetch(`${at}${pathname}`, { method, redirect: 'manual' });
        expect([pathname, method, response.status]).toEqual([pathname, method, status]);
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      await new Promise((resolve) => headed.close(resolve));
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('knows what lies inside a folder', () => {
    expect(isInside('/srv/out', '/srv/out/a.html')).toBe(true);
    expect(isInside('/srv/out', '/srv/out-other/a.html')).toBe(false);
    expect(isInside('/srv/out', '/srv/out')).toBe(false);
    expect(isInside('/srv/out', '/srv/a.html')).toBe(false);
  });
});
