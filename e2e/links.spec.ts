import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { VARIANT_DIR } from '../dev/variants.ts';

/** Runs the link checker (scripts/check/check-links.ts) as the CLI it is. */
function checkLinks(root: string) {
  const run = spawnSync(process.execPath, ['scripts/check/check-links.ts', root], { encoding: 'utf8' });
  const [summary, ...rest] = run.stdout.trim().split('\n');
  const checked = Number(/^(\d+) internal links/.exec(summary)?.[1] ?? -1);
  return { status: run.status, checked, broken: rest.map((line) => line.trim()) };
}

test('every internal link and #anchor of the built site resolves', async () => {
  const { status, checked, broken } = checkLinks(path.join(VARIANT_DIR, 'main'));
  expect(checked).toBeGreaterThan(100);
  expect(broken).toEqual([]);
  expect(status).toBe(0);
});

test('the link check reports a missing page and a missing anchor', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'links-'));
  await mkdir(path.join(root, 'a'));
  await writeFile(
    path.join(root, 'a', 'index.html'),
    '<span id="there" data-former-anchor-of="here"></span><h2 id="here">x</h2>' +
      '<p id="away" class="moved-anchor" data-former-anchor-to="/#top"><a href="/#top">moved</a></p>',
  );
  await writeFile(
    path.join(root, 'index.html'),
    '<h1 id="top">x</h1><a href="/a/#here">ok</a><a href="/a/#gone">bad anchor</a>' +
      '<a href="/a/#there">former anchor</a><a href="/a/#away">moved anchor</a>' +
      '<a href="/b/">bad page</a><a href="https://x.test/">external</a>',
  );
  const { status, checked, broken } = checkLinks(root);
  expect(status).toBe(1);
  expect(checked).toBe(6);
  expect(broken).toEqual([
    '/: /a/#gone (no element with id "gone")',
    '/: /a/#there (a former id: it is now #here)',
    '/: /a/#away (a former id: it moved to /#top)',
    '/: /b/ (no such page)',
  ]);
});

test('the link check follows the Markdown copies’ absolute links on the site’s origin', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'links-md-'));
  await mkdir(path.join(root, 'a'));
  await mkdir(path.join(root, 'md'));
  await writeFile(path.join(root, 'a', 'index.html'), '<tr id="option-dose"></tr>');
  await writeFile(path.join(root, 'robots.txt'), 'User-Agent: *\nSitemap: https://site.test/sitemap.xml\n');
  await writeFile(
    path.join(root, 'md', 'a.md'),
    '[dose](https://site.test/a/#option-dose) [gone](https://site.test/a/#option-gone) [elsewhere](https://x.test/)',
  );
  const { status, checked, broken } = checkLinks(root);
  expect(status).toBe(1);
  expect(checked).toBe(2);
  expect(broken).toEqual(['/md/a.md: https://site.test/a/#option-gone (no element with id "option-gone")']);
});
