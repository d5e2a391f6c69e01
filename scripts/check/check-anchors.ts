// Addresses that never break. Every address a reader is given on a docs page (a heading's id, a flag
// row's id, and each former address kept for one) is listed in content/anchors.json: each docs page
// at its canonical path → its ids, sorted, as the exported HTML holds them. The rule, checked by every
// build after the export (scripts/build/build-site.mjs):
// - an id of the list must still answer on its page, as the place itself or as a former address
//   (<FormerAnchor> in the MDX: lib/mdx/former-anchors.ts); an id gone without one fails the build,
//   naming the page and the id. A removal on purpose rewrites the list: `npm run anchors:update`.
// - an id the page has that the list lacks is new: the build names it as one to add, with the same
//   command, and goes on.
// Not listed, as no reader is given them: the search's own marks (reader words, a table's end, a
// usage line) and the page's frame (header, menus, "On this page").
// Usage: node scripts/check/check-anchors.ts [--write] [export folder, default out]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagOfId } from '../../lib/mdx/anchor-ids.ts';
import { FORMER_ANCHOR_ATTRIBUTE, MOVED_ANCHOR_ATTRIBUTE } from '../../lib/mdx/docs-markup.ts';
import { siteFiles } from '../lib/files.ts';

/** The committed list, from the repository's root. */
export const ANCHORS_FILE = 'content/anchors.json';
/** The command that rewrites it from the last build's out/. */
export const UPDATE_COMMAND = 'npm run anchors:update';

/** Each docs page at its canonical path → its public anchors, sorted. */
export type AnchorList = Record<string, string[]>;
/** A listed address its page no longer holds (`pageGone` when the page itself is gone). */
export interface MissingAnchor {
  page: string;
  id: string;
  pageGone: boolean;
}
/** An address of a page that the list lacks. */
export interface AddedAnchor {
  page: string;
  id: string;
}

/** The article of an exported docs page's HTML (the element holding the rendered MDX), or null. */
export function articleOf(html: string): string | null {
  const start = html.search(/<div\b[^>]*\sdata-article="/);
  if (start < 0) return null;
  let depth = 0;
  for (const match of html.slice(start).matchAll(/<(\/?)div\b[^>]*>/g)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, start + match.index + match[0].length);
  }
  return null;
}

/** The public anchors of a docs page's HTML: its article's headings, flag rows and former addresses. */
export function publicAnchorsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const [tag, name] of (articleOf(html) ?? '').matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/g)) {
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    if (!id) continue;
    const heading = /^h[1-6]$/.test(name);
    const row = name === 'tr' && flagOfId(id) !== null;
    const former = tag.includes(` ${FORMER_ANCHOR_ATTRIBUTE}=`) || tag.includes(` ${MOVED_ANCHOR_ATTRIBUTE}=`);
    if (heading || row || former) ids.add(id);
  }
  return [...ids].sort();
}

/** Every docs page of an export at its canonical path (the copy the search indexes) → its public anchors. */
export async function exportedAnchors(root: string): Promise<AnchorList> {
  const all = await siteFiles(root).catch(() => {
    throw new Error(`${root}: no such export (npm run build makes out/; or name a build, e.g. .variants/main)`);
  });
  const files = all.filter((file) => file.endsWith('index.html')).map((file) => path.relative(root, file));
  const pages: AnchorList = {};
  for (const file of files) {
    const html = await readFile(path.join(root, file), 'utf8');
    // A page with no article in this build (the configuration screen of a build without its sign-in
    // settings stands in its place) has no addresses to keep here.
    if (!html.includes('data-pagefind-body') || articleOf(html) === null) continue;
    pages[`/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/')] = publicAnchorsOf(html);
  }
  return pages;
}

/**
 * The list against an export: `missing`, each listed id its page no longer holds (`page` gone too when
 * the page itself is), and `added`, each id of a page that the list lacks.
 */
export function compareAnchors(
  listed: AnchorList,
  current: AnchorList,
): { missing: MissingAnchor[]; added: AddedAnchor[] } {
  const missing: MissingAnchor[] = [];
  const added: AddedAnchor[] = [];
  for (const [page, ids] of Object.entries(listed)) {
    const now = new Set(current[page] ?? []);
    for (const id of ids) if (!now.has(id)) missing.push({ page, id, pageGone: !(page in current) });
  }
  for (const [page, ids] of Object.entries(current)) {
    const before = new Set(listed[page] ?? []);
    for (const id of ids) if (!before.has(id)) added.push({ page, id });
  }
  return { missing, added };
}

/** How to keep one missing address: by the kind of place its id names. */
function remedy({ id, pageGone }: MissingAnchor): string {
  if (pageGone) return 'the page itself is gone: keep its address with a redirect on the host';
  if (flagOfId(id))
    return `a flag's row: add <FormerAnchor id="${id}" of="<its row's id now>" />, or to="<its new page>#…" label="…" if it moved away`;
  return `add <FormerAnchor id="${id}" /> right under the heading that replaced it, or to="<its new page>#…" label="…" if it moved away`;
}

/** The build's failure when listed addresses are gone: each page and id, and how to keep or drop it. */
export function missingMessage(missing: MissingAnchor[], file = ANCHORS_FILE): string {
  return [
    `${missing.length} docs address(es) listed in ${file} no longer answer:`,
    ...missing.map((gone) => `  ${gone.page}#${gone.id}: ${remedy(gone)}`),
    "Readers' bookmarks and other sites link to them: keep each with <FormerAnchor> in the page's MDX",
    '(lib/mdx/former-anchors.ts). To remove one on purpose, rewrite the list from this build instead:',
    `${UPDATE_COMMAND} (it reads out/; or name a build: ${UPDATE_COMMAND} -- .variants/main).`,
  ].join('\n');
}

/** The build's note on new addresses: they are not kept until listed. */
export function addedMessage(added: AddedAnchor[], file = ANCHORS_FILE): string {
  const shown = added.slice(0, 5).map(({ page, id }) => `${page}#${id}`);
  const more = added.length > shown.length ? `, and ${added.length - shown.length} more` : '';
  return `${added.length} new docs address(es) not yet in ${file} (${shown.join(', ')}${more}): ${UPDATE_COMMAND} adds them.`;
}

const readList = async (file: string): Promise<AnchorList> => JSON.parse(await readFile(file, 'utf8'));

/**
 * Checks the export at `root` against the list in `file`: throws with missingMessage when an address
 * is gone; otherwise returns the export's anchors and the addresses the list lacks.
 */
export async function checkAnchors(
  root: string,
  file = ANCHORS_FILE,
): Promise<{ current: AnchorList; added: AddedAnchor[]; skipped?: true }> {
  const listed = await readList(file).catch((error: Error) => {
    throw new Error(`${file}: ${error.message} (${UPDATE_COMMAND} writes it from a build)`);
  });
  const current = await exportedAnchors(root);
  // A build that shows no docs (the configuration screen instead) keeps nothing of the list.
  if (!Object.keys(current).length) return { current, added: [], skipped: true };
  const { missing, added } = compareAnchors(listed, current);
  if (missing.length) throw new Error(missingMessage(missing, file));
  return { current, added };
}

/**
 * Rewrites the list from the export at `root`: one id a line, so a change shows as the lines of its
 * ids (a generated file, left out of Prettier as package-lock.json is).
 */
export async function writeAnchors(root: string, file = ANCHORS_FILE) {
  const current = await exportedAnchors(root);
  if (!Object.keys(current).length) throw new Error(`${root}: no docs page in this export (build it first)`);
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  const before = await readList(file).catch((): AnchorList => ({}));
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return compareAnchors(before, sorted);
}

/** The command line: checks an export, or rewrites the list from it (--write). */
async function main(args: string[]) {
  const root = args.find((arg) => !arg.startsWith('--')) ?? 'out';
  if (args.includes('--write')) {
    const { missing, added } = await writeAnchors(root);
    console.log(
      `${ANCHORS_FILE} rewritten from ${root}/: ${added.length} address(es) added, ${missing.length} dropped`,
    );
    for (const { page, id } of missing) console.log(`  dropped ${page}#${id}`);
    for (const { page, id } of added) console.log(`  added ${page}#${id}`);
    return;
  }
  const { current, added } = await checkAnchors(root);
  const count = Object.values(current).reduce((sum, ids) => sum + ids.length, 0);
  console.log(`${count} docs addresses on ${Object.keys(current).length} pages, every listed one answering`);
  if (added.length) console.log(addedMessage(added));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // No top-level await: the tests import this module.
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
