// The HTML of an exported site's pages that Pagefind indexes (those marked data-pagefind-body): what
// the build lists the docs' words from and checks the search's marks against
// (scripts/build/build-site.mjs), and what the search evaluation checks the reader words against
// (scripts/measure/search-eval.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_MARKS_URL } from '../../lib/search/marks.ts';
import { siteFiles } from '../lib/files.ts';

/**
 * Every indexed page under `root`: its site path as Pagefind gives its URL (`/mg/cli/dmt/` for
 * mg/cli/dmt/index.html) and its HTML.
 */
export async function indexedPageFiles(root: string): Promise<{ path: string; html: string }[]> {
  const files = await siteFiles(root);
  const pages = await Promise.all(
    files.map(async (file) => ({
      path: `/${path.relative(root, file).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'),
      html: await readFile(file, 'utf8'),
    })),
  );
  return pages.filter((page) => page.html.includes('data-pagefind-body'));
}

/** The HTML of every indexed page under `root`. */
export async function indexedPages(root: string): Promise<string[]> {
  return (await indexedPageFiles(root)).map((page) => page.html);
}

/**
 * The search's marks (SEARCH_MARKS_URL, written by the export) name exactly the indexed pages, by
 * the path Pagefind gives each: a page without its marks would rank without its flag rows, reader
 * words and usages, and nothing else would say so. Throws otherwise.
 */
export async function checkSearchMarks(root: string): Promise<void> {
  const marked = Object.keys(JSON.parse(await readFile(path.join(root, SEARCH_MARKS_URL), 'utf8'))).sort();
  const indexed = (await indexedPageFiles(root)).map((page) => page.path).sort();
  const missing = indexed.filter((page) => !marked.includes(page));
  const extra = marked.filter((page) => !indexed.includes(page));
  if (missing.length || extra.length)
    throw new Error(
      `${SEARCH_MARKS_URL} does not match the indexed pages: ` +
        `${missing.length ? `indexed without marks: ${missing.join(' ')}` : ''}` +
        `${missing.length && extra.length ? '; ' : ''}` +
        `${extra.length ? `marks of no indexed page: ${extra.join(' ')}` : ''}`,
    );
}
