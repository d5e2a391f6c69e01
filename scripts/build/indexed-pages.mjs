// The HTML of an exported site's pages that Pagefind indexes (those marked data-pagefind-body): what
// the build lists the docs' words from (scripts/build/build-site.mjs) and what the search evaluation checks
// the reader words against (scripts/measure/search-eval.mjs).
import { readFile } from 'node:fs/promises';
import { siteFiles } from '../lib/files.mjs';

/** The HTML of every indexed page under `root`. */
export async function indexedPages(root) {
  const pages = await Promise.all((await siteFiles(root)).map((file) => readFile(file, 'utf8')));
  return pages.filter((html) => html.includes('data-pagefind-body'));
}
