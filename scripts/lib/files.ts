// The exported site's files, for the scripts that read a build (harden, validate, check links and
// anchors, the search's page list): one walker.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under `dir` whose name ends with one of `extensions`, as full paths in a stable order.
 * `skip`: directory names not entered (e.g. `_next`, whose files are the bundles).
 */
export async function siteFiles(
  dir: string,
  extensions = ['.html'],
  { skip = [] as string[] } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !extensions.some((extension) => entry.name.endsWith(extension))) continue;
    const full = path.join(entry.parentPath, entry.name);
    const within = path.relative(dir, entry.parentPath).split(path.sep);
    if (within.some((part) => skip.includes(part))) continue;
    found.push(full);
  }
  return found.sort();
}
