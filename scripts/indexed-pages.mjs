// The HTML of an exported site's pages that Pagefind indexes (those marked data-pagefind-body): what
// the build lists the docs' words from (scripts/build-site.mjs) and what the search evaluation checks
// the reader words against (scripts/search-eval.mjs).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The HTML of every indexed page under `root`. */
export async function indexedPages(root) {
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  const pages = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  return pages.filter((html) => html.includes('data-pagefind-body'));
}
