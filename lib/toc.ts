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

export interface MarkdownLine {
  line: string;
  /** Inside a fenced code block (or its fence). */
  fenced: boolean;
  /** The heading this line is, with rehype-slug's id for it. */
  heading?: { depth: number; text: string; id: string };
}

/** The lines of a Markdown/MDX source, with code fences and headings (and their ids) told apart. */
export function markdownLines(source: string): MarkdownLine[] {
  const slugger = new GithubSlugger();
  let fence: string | null = null;
  return source.split('\n').map((line) => {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      return { line, fenced: true };
    }
    if (fence !== null) return { line, fenced: true };
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) return { line, fenced: false };
    const text = plainText(heading[2]);
    return { line, fenced: false, heading: { depth: heading[1].length, text, id: slugger.slug(text) } };
  });
}

export function extractToc(source: string): TocEntry[] {
  return markdownLines(source).flatMap(({ heading }) =>
    heading && (heading.depth === 2 || heading.depth === 3)
      ? [{ depth: heading.depth as TocEntry['depth'], text: heading.text, id: heading.id }]
      : [],
  );
}
