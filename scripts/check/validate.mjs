// `npm run validate` (part of `npm run check`): the exported site through the validators an
// auditor of what crawlers and assistants read would run, each the gate for its part:
// - the Nu Html Checker (vnu-jar, on Java) over every HTML file of the main and public builds:
//   0 errors;
// - structured-data-testing-tool over every page of the sitemap: Google's preset, Google's Article
//   rules (the tool's own, applied to the docs pages' TechArticle), Google's breadcrumb rules, and
//   the Twitter and Facebook presets: 0 failures. A docs page (one that offers its Markdown copy as
//   an alternate) must carry a TechArticle and a BreadcrumbList;
// - linkinator over the served main build, from its home page and every Markdown copy, recursing
//   through the site, every #fragment included: 0 broken links.
// Usage: node scripts/check/validate.mjs   (after a build of the variants: npm test builds them)
import { spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { VARIANTS, VARIANT_DIR } from '../../dev/variants.ts';
import { createStaticServer } from '../serve/serve-static.ts';
import { siteFiles } from '../lib/files.ts';

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, Twitter, Facebook } = require('structured-data-testing-tool/presets');
const { _articlePrototype } = require('structured-data-testing-tool/presets/google/schemas/CreativeWork/Article');

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
/** A docs page names its Markdown copy so; its structured data is an article with its breadcrumbs. */
const MARKDOWN_ALTERNATE = /<link rel="alternate" type="text\/markdown"/;
const DOCS_SCHEMAS = ['TechArticle', 'BreadcrumbList'];

/**
 * What the Nu Html Checker cannot judge of a static export, and why (each a warning, none an error):
 * - it reads the files from disk, where a page's Content-Security-Policy `'self'` (a meta tag)
 *   matches no origin, so it reports the site's own stylesheets and scripts as blocked;
 * - it holds the JSON-LD data blocks (`<script type="application/ld+json">`) to the policy's
 *   script-src, but browsers never run a data block, so no policy applies to it;
 * - "Trailing slash on void elements" is React's way of writing HTML, and only informative.
 * The policy itself is checked where it applies, in browsers: the e2e suite fails on any violation.
 */
const VNU_FILTER =
  '.*(Resource violates Content Security Policy|Inline script violates Content Security Policy|Trailing slash on void elements).*';

const htmlFiles = (dir) => siteFiles(dir);

function checkHtml(dirs) {
  const result = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--skip-non-html', '--filterpattern', VNU_FILTER, ...dirs],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error)
    throw new Error(`the Nu Html Checker needs Java (apt-get install default-jre-headless): ${result.error.message}`);
  const { messages = [] } = JSON.parse(result.stderr || '{}');
  return {
    errors: messages.filter((m) => m.type === 'error'),
    warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning'),
  };
}

/**
 * Google's breadcrumb rules, in the tool's preset format (it ships none for breadcrumbs): a
 * BreadcrumbList of two ListItems at least, every one with a position, a name and an item (its
 * address). The tool reads one [*] per test (the list), so "no item lacks X" is a filter that must
 * find nothing.
 */
const GOOGLE_BREADCRUMBS = {
  name: 'Google breadcrumbs',
  schema: 'BreadcrumbList',
  conditional: { test: 'BreadcrumbList' },
  tests: [
    { test: 'BreadcrumbList[*].itemListElement' },
    { test: 'BreadcrumbList[*].itemListElement[1]', description: 'two ListItems at least' },
    ...['position', 'name', 'item'].map((property) => ({
      test: `BreadcrumbList[*].itemListElement[?!${property}] | [0]`,
      expect: false,
      description: `every ListItem has its ${property}`,
    })),
    {
      test: `BreadcrumbList[*].itemListElement[?"@type" != 'ListItem'] | [0]`,
      expect: false,
      description: 'every element is a ListItem',
    },
  ],
};

async function checkStructuredData(files) {
  const presets = [
    Google,
    { ..._articlePrototype('TechArticle'), name: 'Google article rules' },
    GOOGLE_BREADCRUMBS,
    Twitter,
    Facebook,
  ];
  const pages = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const docsPage = MARKDOWN_ALTERNATE.test(html);
    const schemas = docsPage ? DOCS_SCHEMAS : [];
    const result = await structuredDataTest(html, { presets, schemas }).catch((error) => {
      if (error.type === 'VALIDATION_FAILED') return error.res;
      throw error;
    });
    pages.push({ file, docsPage, passed: result.passed.length, failed: result.failed, warnings: result.warnings });
  }
  return pages;
}

async function checkLinks(root, port) {
  const server = await new Promise((resolve) => {
    const s = createStaticServer({ root }).listen(port, '127.0.0.1', () => resolve(s));
  });
  try {
    const origin = `http://localhost:${port}`;
    const copies = (await readdir(path.join(root, 'md'))).map((file) => `${origin}/md/${file}`);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: [`${origin}/`, ...copies],
      recurse: true,
      markdown: true,
      // An address's #fragment must name an element of its page (a heading, a flag's row).
      checkFragments: true,
      concurrency: 8,
      // Links off the site are not checked: CI has no internet (assistants, the repository, AWS).
      linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`],
    });
    return {
      checked: result.links.filter((link) => link.state !== 'SKIPPED').length,
      broken: result.links.filter((link) => link.state === 'BROKEN'),
    };
  } finally {
    server.close();
  }
}

const started = Date.now();
const main = VARIANTS.find((v) => v.name === 'main');
const dirs = ['main', 'public'].map((name) => `${VARIANT_DIR}/${name}`);
const html = checkHtml(dirs);
const pages = await Promise.all(dirs.map(htmlFiles)).then((lists) => lists.flat());
console.log(`Nu Html Checker: ${pages.length} pages, ${html.errors.length} errors, ${html.warnings.length} warnings`);
for (const m of [...html.errors, ...html.warnings]) console.log(`  ${m.type} ${m.url}:${m.lastLine}: ${m.message}`);

// The pages as crawlers find them: at their canonical addresses, the ones the sitemap lists.
const sitemap = await readFile(`${VARIANT_DIR}/main/sitemap.xml`, 'utf8');
const indexed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
  path.join(VARIANT_DIR, 'main', new URL(match[1]).pathname, 'index.html'),
);
const data = await checkStructuredData(indexed);
const failures = data.flatMap((page) => page.failed.map((f) => ({ file: page.file, test: f.test })));
console.log(
  `Structured data (Google, its article and breadcrumb rules, Twitter, Facebook): ${data.length} pages ` +
    `(${data.filter((p) => p.docsPage).length} docs pages), ` +
    `${data.reduce((n, p) => n + p.passed, 0)} tests passed, ${failures.length} failed, ` +
    `${data.reduce((n, p) => n + p.warnings.length, 0)} warnings (${[...new Set(data.flatMap((p) => p.warnings.map((w) => w.test)))].join(', ')})`,
);
for (const f of failures) console.log(`  failed ${f.file}: ${f.test}`);

const links = await checkLinks(`${VARIANT_DIR}/main`, main.port);
console.log(`Links (linkinator, pages and Markdown copies): ${links.checked} checked, ${links.broken.length} broken`);
for (const link of links.broken) console.log(`  broken ${link.url} (${link.status}) on ${link.parent}`);

console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (html.errors.length || failures.length || links.broken.length) process.exitCode = 1;
