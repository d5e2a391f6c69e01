import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addedMessage,
  checkAnchors,
  compareAnchors,
  missingMessage,
  publicAnchorsOf,
  writeAnchors,
} from './check-anchors.ts';

/** An exported docs page: the frame around an article, as the build writes it. */
const page = (article: string, indexed = true) =>
  `<html><body><header><nav id="mobile-menu"><h2 id="menu-title">Menu</h2></nav></header>` +
  `<main id="main"><article${indexed ? ' data-pagefind-body=""' : ''}>` +
  `<div class="prose" data-article="/a/article.txt">${article}</div>` +
  `<nav aria-labelledby="toc-title"><p id="toc-title">On this page</p></nav></article></main></body></html>`;

const ARTICLE =
  '<p hidden id="top-terms">words</p><h2 id="options"><a href="#options">Options</a></h2>' +
  '<div class="table-scroll"><table><tbody><tr id="option-dose"><td><span id="option-size" data-former-anchor-of="option-dose"></span>--dose</td></tr>' +
  '<tr id="a-row"><td>not a flag</td></tr></tbody><tfoot id="flags-end-1"></tfoot></table></div>' +
  '<span id="usage-dmt_db"></span><span id="old-db" data-former-anchor-of="db"></span><h2 id="db">db</h2>' +
  '<p id="option-aws-profile" class="moved-anchor" data-former-anchor-to="/b/#option-aws-profile">moved</p>';

/** Every temporary folder a test made, removed once the tests end. */
const made: string[] = [];
async function temporary(prefix: string) {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}
afterAll(() => Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A site with one docs page, /a/, holding `article`, and one page that is no docs page. */
async function site(article: string) {
  const root = await temporary('anchors-');
  await mkdir(path.join(root, 'a'));
  await mkdir(path.join(root, 'other'));
  await writeFile(path.join(root, 'a', 'index.html'), page(article));
  // The same article at a second address, not indexed: only the canonical copy is listed.
  await writeFile(path.join(root, 'other', 'index.html'), page(article, false));
  return root;
}

async function list(anchors: Record<string, string[]>) {
  const file = path.join(await temporary('anchors-list-'), 'anchors.json');
  await writeFile(file, JSON.stringify(anchors));
  return file;
}

describe("a docs page's public anchors", () => {
  it("are its article's headings, flag rows and former addresses, sorted; not the search's marks or the frame", () => {
    expect(publicAnchorsOf(page(ARTICLE))).toEqual([
      'db',
      'old-db',
      'option-aws-profile',
      'option-dose',
      'option-size',
      'options',
    ]);
  });

  it('are none outside a docs article', () => {
    expect(publicAnchorsOf('<h2 id="x">x</h2>')).toEqual([]);
  });
});

describe('the anchors check', () => {
  it('passes while every listed id answers, and reports an id the list lacks as one to add', async () => {
    const root = await site(ARTICLE);
    const file = await list({ '/a/': ['db', 'old-db', 'option-dose', 'options'] });
    const { added } = await checkAnchors(root, file);
    expect(added).toEqual([
      { page: '/a/', id: 'option-aws-profile' },
      { page: '/a/', id: 'option-size' },
    ]);
    expect(addedMessage(added, 'anchors.json')).toBe(
      '2 new docs address(es) not yet in anchors.json (/a/#option-aws-profile, /a/#option-size): ' +
        'npm run anchors:update adds them.',
    );
  });

  it('fails when a listed id is gone, naming the page, the id and how to keep it', async () => {
    const root = await site(ARTICLE.replace('<span id="old-db" data-former-anchor-of="db"></span>', ''));
    const file = await list({ '/a/': ['db', 'old-db', 'option-dose'] });
    await expect(checkAnchors(root, file)).rejects.toThrow(
      /1 docs address\(es\) listed in .*anchors\.json no longer answer:\n {2}\/a\/#old-db: add <FormerAnchor id="old-db" \/> right under the heading that replaced it/,
    );
    await expect(checkAnchors(root, file)).rejects.toThrow('npm run anchors:update');
  });

  it('passes when a reworded heading keeps its old id as a former anchor', async () => {
    // "db" became "database", its old id kept: `<FormerAnchor id="db" />` under the new heading.
    const reworded = ARTICLE.replace(
      '<span id="old-db" data-former-anchor-of="db"></span><h2 id="db">db</h2>',
      '<span id="db" data-former-anchor-of="database"></span><span id="old-db" data-former-anchor-of="database"></span>' +
        '<h2 id="database">database</h2>',
    );
    const root = await site(reworded);
    const file = await list({ '/a/': ['db', 'old-db', 'option-dose', 'options'] });
    const { added } = await checkAnchors(root, file);
    expect(added.map(({ id }) => id)).toContain('database');
  });

  it('says how to keep a flag row, and when a whole page is gone', () => {
    const { missing } = compareAnchors({ '/a/': ['db-option-port', 'db'], '/gone/': ['x'] }, { '/a/': ['db'] });
    expect(missingMessage(missing, 'anchors.json').split('\n').slice(0, 3)).toEqual([
      '2 docs address(es) listed in anchors.json no longer answer:',
      '  /a/#db-option-port: a flag\'s row: add <FormerAnchor id="db-option-port" of="<its row\'s id now>" />, ' +
        'or to="<its new page>#…" label="…" if it moved away',
      '  /gone/#x: the page itself is gone: keep its address with a redirect on the host',
    ]);
  });

  it('is written from an export, one page a key, and then passes', async () => {
    const root = await site(ARTICLE);
    const file = await list({ '/a/': ['options', 'gone'] });
    const { missing, added } = await writeAnchors(root, file);
    expect(missing).toEqual([{ page: '/a/', id: 'gone', pageGone: false }]);
    expect(added).toHaveLength(5);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ '/a/': publicAnchorsOf(page(ARTICLE)) });
    expect((await checkAnchors(root, file)).added).toEqual([]);
  });
});

describe('a build that shows no docs', () => {
  it('keeps nothing of the list: a docs page holding the configuration screen has no addresses to check', async () => {
    const root = await temporary('anchors-');
    await mkdir(path.join(root, 'a'));
    await writeFile(
      path.join(root, 'a', 'index.html'),
      '<html><body><main id="main"><article data-pagefind-body=""><h1 id="configuration">Configuration required</h1></article></main></body></html>',
    );
    await expect(checkAnchors(root, await list({ '/a/': ['db', 'options'] }))).resolves.toMatchObject({
      added: [],
      skipped: true,
    });
  });
});
