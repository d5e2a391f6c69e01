// A docs page's Markdown copy (/md/<page>.md, llms-full.txt: what "Copy page" copies and assistants
// read), from the same parse as its article. The remark plugin below keeps the page's tree as it
// stands after the reference elements are expanded (cli-reference.mjs) and before anything turns
// Markdown into the page's markup (callouts.mjs onwards); `markdownCopy` writes that tree back as
// Markdown once the article is rendered, because the flag rows' addresses are the article's own:
// - a shell tab set (<CodeTabs>) becomes its code blocks one after another, each under its label in
//   bold;
// - a section's reader words (<SearchTerms>) and former addresses (<FormerAnchor>) are left out;
// - a node the reference made for the page only stands in the copy as its `data.markdownCopy` says
//   (the Flow diagram as a list of its facts; an anchor as nothing);
// - links to the site are absolute on the page's address, and each flag of an options table links to
//   its row on the page, with the id the article gave that row (option-anchors.mjs);
// - GitHub alerts keep their `[!WARNING]` marker as written, so they read the same on GitHub.
// Any other MDX element has no Markdown form: the copy refuses it, naming it.
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { FLAG_HEADER, SEARCH_TERMS_COMPONENT, flagName } from './anchor-ids.mjs';
import { calloutMarker } from './callouts.mjs';
import { FORMER_ANCHOR_COMPONENT } from './former-anchors.mjs';
import { stringsAttribute } from './jsx-attributes.mjs';
import { isSitePath } from '../site-path.ts';

/** Where the plugin leaves the tree on the file (`file.data`). */
export const COPY_TREE = 'markdownCopyTree';

/** The elements that exist for the site only (the search, old addresses). */
const LEFT_OUT = new Set([SEARCH_TERMS_COMPONENT, FORMER_ANCHOR_COMPONENT]);

/** How the copy is written: the style the content files are written in. */
const MARKDOWN_STYLE = {
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
};

/** The remark plugin: keeps a copy of the tree at this point of the pipeline for `markdownCopy`. */
export default function remarkKeepCopy() {
  return (tree, file) => {
    file.data[COPY_TREE] = structuredClone(tree);
  };
}

const label = (text) => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

/** A tab set's code blocks, each under its label (`Variant 2` for one without). */
function tabBlocks(node) {
  const labels = stringsAttribute(node, 'labels') ?? [];
  return node.children
    .filter((child) => child.type === 'code')
    .flatMap((block, index) => [label(labels[index] ?? `Variant ${index + 1}`), block]);
}

/**
 * The tree `tree` (kept by the plugin) as the page's Markdown copy. `pageUrl` is the page's absolute
 * address ('' keeps links as written); `rows` are the article's flag rows, in order: each row's id
 * and the flag it names.
 * @param {import('mdast').Root} tree
 * @param {{ pageUrl?: string, rows?: { id: string, flag: string }[] }} [options]
 * @returns {string}
 */
export function markdownCopy(tree, { pageUrl = '', rows: articleRows = [] } = {}) {
  const origin = pageUrl ? new URL(pageUrl).origin : '';
  const rows = [...articleRows];
  // A path of the site or a fragment of the page; any other address (`https:`, `//host/`) as written.
  const absolute = (url) => (url.startsWith('#') ? `${pageUrl}${url}` : isSitePath(url) ? `${origin}${url}` : url);

  const linkFlags = (table) => {
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

  const rewrite = (node) => {
    if (node.data?.markdownCopy) return node.data.markdownCopy.flatMap(rewrite);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (LEFT_OUT.has(node.name)) return [];
      if (node.name === 'CodeTabs') return tabBlocks(node);
      throw new Error(`<${node.name}> has no form in the Markdown copy`);
    }
    if (node.type.startsWith('mdx')) throw new Error(`The Markdown copy has no form for MDX's ${node.type}`);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absolute(node.url);
    if (node.type === 'table') linkFlags(node);
    if (node.type === 'blockquote') {
      const marker = calloutMarker(node);
      if (marker) {
        // Written as is: as text, the stringifier would escape its bracket (`\[!WARNING]`).
        const paragraph = node.children[0];
        const [text, next] = paragraph.children;
        text.value = text.value.slice(marker.length);
        // A marker alone on its line, ended by a hard break: the break as a plain line ending, which
        // GitHub reads as the marker's own line.
        if (!text.value.trim() && next?.type === 'break')
          paragraph.children.splice(0, 2, { type: 'text', value: '\n' });
        paragraph.children.unshift({ type: 'html', value: marker });
      }
    }
    if (node.children) node.children = node.children.flatMap(rewrite);
    return [node];
  };

  const [copy] = rewrite(structuredClone(tree));
  if (rows.length)
    throw new Error(`The article has ${rows.length} flag rows the Markdown copy does not: ${rows[0].id}…`);
  return toMarkdown(copy, MARKDOWN_STYLE).trim();
}
