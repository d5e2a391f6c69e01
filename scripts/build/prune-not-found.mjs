// A static export still writes a page for a route that called notFound() at build time
// (e.g. /home when sign-in is off). Remove those pages, so that the host answers such a URL
// with 404.html and status 404, and drop the export's own duplicate copies of the 404 page (and
// the TypeScript source Turbopack copies beside a bundled worker).
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Next's marker in the flight data of a page rendered through notFound(). */
const NOT_FOUND_MARKER = 'NEXT_HTTP_ERROR_FALLBACK;404';
/** Folders Next writes for its not-found route; 404.html at the root is the one hosts use. */
const DUPLICATE_404_DIRS = ['404', '_not-found'];

async function isNotFoundPage(file) {
  try {
    return (await readFile(file, 'utf8')).includes(NOT_FOUND_MARKER);
  } catch {
    return false;
  }
}

/** Removes one route's files (not its sub-routes), then the folder if it is left empty. */
async function removeRoute(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await rm(path.join(dir, entry.name));
  }
  if ((await readdir(dir)).length === 0) await rmdir(dir);
}

async function removeEmptyDirs(dir, root) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && (await readdir(dir)).length === 0) await rmdir(dir);
}

export async function pruneNotFound(root) {
  const removed = [];
  for (const name of DUPLICATE_404_DIRS) {
    await rm(path.join(root, name), { recursive: true, force: true });
  }
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === '_next') continue;
      const child = path.join(dir, entry.name);
      await walk(child);
      if (await isNotFoundPage(path.join(child, 'index.html'))) {
        await removeRoute(child);
        removed.push(`/${path.relative(root, child)}/`);
      }
    }
  }
  await walk(root);
  await removeSourceAssets(root);
  await removeEmptyDirs(root, root);
  return removed;
}

/**
 * Turbopack copies a worker's TypeScript source to _next/static/media/ as an asset of its
 * `new URL(…)`, beside the bundled worker the page actually starts: nothing loads it, so drop it.
 */
async function removeSourceAssets(root) {
  const media = path.join(root, '_next', 'static', 'media');
  let entries = [];
  try {
    entries = await readdir(media);
  } catch {
    return;
  }
  for (const name of entries) {
    if (/\.(ts|tsx)$/.test(name)) await rm(path.join(media, name));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? 'out');
  const removed = await pruneNotFound(root);
  console.log(removed.length ? `Pruned not-found routes: ${removed.join(' ')}` : 'No not-found routes to prune');
}
