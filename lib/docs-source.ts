// Build-time access to the docs' MDX sources (server only): the table of contents, Markdown copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocPage } from '@/lib/docs';
import { extractToc, type TocEntry } from '@/lib/toc';

const CONTENT_DIR = path.join(process.cwd(), 'content');

export function readDocSource(page: DocPage): string {
  return readFileSync(path.join(CONTENT_DIR, page.file), 'utf8');
}

export function docToc(page: DocPage): TocEntry[] {
  return extractToc(readDocSource(page));
}
