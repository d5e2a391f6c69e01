// Build-time access to the docs' MDX sources (server only): the table of contents, Markdown copies,
// when each last changed and where it can be edited.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { settings } from '@/lib/config';
import type { DocPage } from '@/lib/docs';
import { extractToc, type TocEntry } from '@/lib/toc';

const CONTENT_DIR = path.join(process.cwd(), 'content');

export function readDocSource(page: DocPage): string {
  return readFileSync(path.join(CONTENT_DIR, page.file), 'utf8');
}

export function docToc(page: DocPage): TocEntry[] {
  return extractToc(readDocSource(page));
}

const lastModifiedCache = new Map<string, string>();

/**
 * When a docs page's source last changed, as an ISO 8601 date-time: its file's last commit
 * (`git log -1 --format=%cI -- content/<file>`), else (no git, or a file not yet committed) the
 * file's modification time. The page's "Last updated", its sitemap <lastmod> and its structured
 * data's dateModified all read this.
 */
export function lastModified(page: DocPage): string {
  const cached = lastModifiedCache.get(page.file);
  if (cached) return cached;
  const file = path.join(CONTENT_DIR, page.file);
  const git = spawnSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' });
  const committed = git.status === 0 ? git.stdout.trim() : '';
  const date = committed ? new Date(committed).toISOString() : statSync(file).mtime.toISOString();
  lastModifiedCache.set(page.file, date);
  return date;
}

/** "Edit this page": the edit URL setting with the page's source path appended, if set. */
export const editUrl = (page: DocPage, base = settings.docsEditUrl): string | undefined =>
  base ? `${base}/content/${page.file}` : undefined;
