// A docs page's Markdown copy (/md/<page>.md, llms-full.txt: what "Copy page" copies and assistants
// read), from the same parse as its article. The remark plugin below keeps the page's tree as it
// stands after the reference elements are expanded (cli-reference.ts) and before anything turns
// Markdown into the page's markup (callouts.ts onwards); `markdownCopy` writes that tree back as
// Markdown once the article is rendered, because the flag rows' addresses are the article's own:
// - a shell tab set (<CodeTabs>) becomes its code blocks one after another, each under its label in
//   bold;
// - a section's reader words (<SearchTerms>) and former addresses (<FormerAnchor>) are left out;
// - a node the reference made for the page only stands in the copy as its `data.markdownCopy` says
//   (the Flow diagram as a list of its facts; an anchor as nothing);
// - links to the site are absolute on the page's address, and each flag of an options table links to
//   its row on the page, with the id the article gave that row (option-anchors.ts);
// - GitHub alerts keep their `[!WARNING]` marker as written, so they read the same on GitHub.
// Any other MDX element has no Markdown form: the copy refuses it, naming it.
import type { Nodes, Paragraph, Root, RootContent, Table } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { isSitePath } from '../site-path.ts';
import { FLAG_HEADER, SEARCH_TERMS_COMPONENT, flagName } from './anchor-ids.ts';
import { calloutMarker } from './callouts.ts';
import { FORMER_ANCHOR_COMPONENT } from './former-anchors.ts';
import { stringsAttribute } from './jsx-attributes.ts';

/** The elements that exist for the site only (the search, old addresses). */
const LEFT_OUT = new Set([SEARCH_TERMS_COMPONENT, FORMER_ANCHOR_COMPONENT]);

/** How the copy is written: the style the content files are written in. */
const MARKDOWN_STYLE: Options = {
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
};

/** The remark plugin: keeps a copy of the tree at this point of the pipeline for `markdownCopy` (`file.data.markdownCopyTree`). */
export default function remarkKeepCopy() {
  return (tree: Root, file: VFile) => {
    file.data.markdownCopyTree = structuredClone(tree);
  };
}

const label = (text: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

/** A tab set's code blocks, each under its label (`Variant 2` for one without). */
function tabBlocks(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const labels = stringsAttribute(node, 'labels') ?? [];
  return node.children
    .filter((child) => child.type === 'code')
    .flatMap((block, index) => [label(labels[index] ?? `Variant ${index + 1}`), block]);
}

/**
 * The tree `tree` (kept by the plugin) as the page's Markdown copy. `pageUrl` is the page's absolute
 * address ('' keeps links as written); `rows` are the article's flag rows, in order: each row's id
 * and the flag it names.
 */
export function markdownCopy(
  tree: Root,
  { pageUrl = '', rows: articleRows = [] }: { pageUrl?: string; rows?: { id: string; flag: string }[] } = {},
): string {
  const origin = pageUrl ? new URL(pageUrl).origin : '';
  const rows = [...articleRows];
  // A path of the site or a fragment of the page; any other address (`https:`, `//host/`) as written.
  const absolute = (url: string) =>
    url.startsWith('#') ? `${pageUrl}${url}` : isSitePath(url) ? `${origin}${url}` : url;

  const linkFlags = (table: Table) => {
    const [head, ...body] = table.children;
    if (toString(head?.children[0] ?? '').trim() !== FLAG_HEADER) return;
    for (const tableRow of body) {
      const cell = tableRow.children[0];
      const flag = cell && flagName(toString(cell));
      if (!flag) continue;
      const row = rows.shift();
      if (row?.flag !== flag)
        throw new Error(`The Markdown copy's flag --${flag} has no row of its own in the article (next: ${row?.id})`);
      cell.children = [{ type: 'link', url: `${pageUrl}#${row.id}`, children: cell.children }];
    }
  };

  const rewrite = (node: Nodes): Nodes[] => {
    if (node.data?.markdownCopy) return node.data.markdownCopy.flatMap(rewrite);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name && LEFT_OUT.has(node.name)) return [];
      if (node.name === 'CodeTabs') return tabBlocks(node);
      throw new Error(`<${node.name}> has no form in the Markdown copy`);
    }
    if (node.type.startsWith('mdx')) throw new Error(`The Markdown copy has no form for MDX's ${node.type}`);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absolute(node.url);
    if (node.type === 'table') linkFlags(node);
    if (node.type === 'blockquote') {
      const marker = calloutMarker(node);
      if (marker) {
        // Written as is: as text, the stringifier would escape its bracket (`\[!WARNING]`). An
        // alert's marker is its first paragraph's first text (callouts.ts).
        const paragraph = node.children[0] as Paragraph;
        const [text, next] = paragraph.children as [{ value: string }, RootContent | undefined];
        text.value = text.value.slice(marker.length);
        // A marker alone on its line, ended by a hard break: the break as a plain line ending, which
        // GitHub reads as the marker's own line.
        if (!text.value.trim() && next?.type === 'break')
          paragraph.children.splice(0, 2, { type: 'text', value: '\n' });
        paragraph.children.unshift({ type: 'html', value: marker });
      }
    }
    if ('children' in node) (node as { children: Nodes[] }).children = node.children.flatMap(rewrite);
    return [node];
  };

  const [copy] = rewrite(structuredClone(tree));
  if (rows.length)
    throw new Error(`The article has ${rows.length} flag rows the Markdown copy does not: ${rows[0].id}…`);
  return toMarkdown(copy, MARKDOWN_STYLE).trim();
}
