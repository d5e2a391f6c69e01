// The on-page table of contents: the ## and ### headings of a Markdown/MDX source, with the same
// ids rehype-slug gives them (github-slugger over the heading's text).
import GithubSlugger from 'github-slugger';

export interface TocEntry {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** The visible text of inline Markdown: code ticks, emphasis and link targets removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

export function extractToc(source: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = plainText(heading[2]);
    const id = slugger.slug(text);
    const depth = heading[1].length;
    if (depth === 2 || depth === 3) entries.push({ depth, text, id });
  }
  return entries;
}
