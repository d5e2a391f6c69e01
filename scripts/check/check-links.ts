// Checks every internal link and #anchor in an exported site: each href="/…" must resolve to a
// file of the export (as a static host would serve it), and each #fragment to an id on that page
// that is not a former address (lib/mdx/former-anchors.ts): that one still answers readers' old
// links, but the site's own links go to the place's current address.
// The Markdown copies (md/*.md, llms.txt, llms-full.txt) link absolutely: their links on the site's
// own origin (the one robots.txt names the sitemap at) are checked the same way.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formerAnchorsOf, movedAnchorsOf } from '../../lib/mdx/former-anchors.ts';
import { isSitePath } from '../../lib/site-path.ts';
import { siteFiles } from '../lib/files.ts';

/** The site's own pages and copies: not the bundles, not the search index's files. */
const PAGES_ONLY = { skip: ['_next', 'pagefind'] };

/** The site's origin, as robots.txt names it (`Sitemap: https://…/sitemap.xml`), or null. */
async function siteOrigin(root: string): Promise<string | null> {
  const robots = await readFile(path.join(root, 'robots.txt'), 'utf8').catch(() => '');
  const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
  return sitemap ? new URL(sitemap).origin : null;
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/** The file a static host serves for a URL path, or null. */
async function resolve(root: string, urlPath: string): Promise<string | null> {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (urlPath.endsWith('/'))
    return (await exists(path.join(file, 'index.html'))) ? path.join(file, 'index.html') : null;
  if (await exists(file)) return file;
  if (await exists(path.join(file, 'index.html'))) return path.join(file, 'index.html');
  return null;
}

/** A page's ids, its former anchors (old id → the current id) and those that moved (old id → where to). */
const idsOf = (html: string) => ({
  ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])),
  former: formerAnchorsOf(html),
  moved: movedAnchorsOf(html),
});

export async function checkLinks(root: string): Promise<{ checked: number; broken: string[] }> {
  const broken: string[] = [];
  const cache = new Map<string, ReturnType<typeof idsOf>>();
  const anchorsOf = async (file: string) => {
    let anchors = cache.get(file);
    if (!anchors) cache.set(file, (anchors = idsOf(await readFile(file, 'utf8'))));
    return anchors;
  };
  let checked = 0;
  const check = async (page: string, href: string, base: string) => {
    checked++;
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    const target = await resolve(root, url.pathname);
    if (!target) {
      broken.push(`${page}: ${href} (no such page)`);
      return;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!fragment || !target.endsWith('.html')) return;
    const { ids, former, moved } = await anchorsOf(target);
    if (!ids.has(fragment)) broken.push(`${page}: ${href} (no element with id "${fragment}")`);
    else if (former.has(fragment)) broken.push(`${page}: ${href} (a former id: it is now #${former.get(fragment)})`);
    else if (moved.has(fragment)) broken.push(`${page}: ${href} (a former id: it moved to ${moved.get(fragment)})`);
  };
  for (const file of await siteFiles(root, ['.html'], PAGES_ONLY)) {
    const html = await readFile(file, 'utf8');
    const page = `/${path.relative(root, file)}`.replace(/index\.html$/, '');
    for (const [, href] of html.matchAll(/\shref="([^"]+)"/g)) {
      if (/^(https?:|mailto:|data:)/.test(href) || href.startsWith('//')) continue;
      // `/\host/` reads as a path but browsers follow it to another host.
      if (href.startsWith('/') && !isSitePath(href)) {
        broken.push(`${page}: ${href} (browsers read it as another host)`);
        continue;
      }
      await check(page, href, `http://site${page}`);
    }
  }
  const origin = await siteOrigin(root);
  for (const file of origin ? await siteFiles(root, ['.md', '.txt'], PAGES_ONLY) : []) {
    const page = `/${path.relative(root, file)}`;
    for (const [, href] of (await readFile(file, 'utf8')).matchAll(/\]\((\S+?)\)/g)) {
      if (origin && href.startsWith(`${origin}/`)) await check(page, href, origin);
    }
  }
  return { checked, broken };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // No top-level await: the tests import this module.
  checkLinks(process.argv[2] ?? 'out').then(({ checked, broken }) => {
    console.log(`${checked} internal links checked, ${broken.length} broken`);
    for (const line of broken) console.log(`  ${line}`);
    process.exitCode = broken.length ? 1 : 0;
  });
}
