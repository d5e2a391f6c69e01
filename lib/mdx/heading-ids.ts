// Every heading's id, set once, in the Markdown tree, before any other plugin of the docs pipeline
// reads it: the heading's words as GitHub makes an anchor of them (`## Where mg keeps its settings`
// → `where-mg-keeps-its-settings`; a repeated heading gets `-1`, `-2`). The article's <h2> carries
// it (remark-rehype writes `data.hProperties`), and each later plugin reads it from there: where a
// page documents each command (cli-reference.ts), a flag row's id (option-anchors.ts), a former
// address's heading (former-anchors.ts), a section's reader words (search-terms.ts), the table of
// contents (docs-html.ts). No plugin makes a heading id again.
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** The id the plugin gave `heading`; an error when it gave none (the plugin runs first). */
export function headingId(heading: Heading): string {
  const id = heading.data?.hProperties?.id;
  if (typeof id !== 'string')
    throw new Error(`The heading "${toString(heading)}" has no id: heading-ids.ts runs first`);
  return id;
}

export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node) => {
      // The words a reader sees: an image's alt text and raw HTML are not the heading's text.
      const id = slugger.slug(toString(node, { includeImageAlt: false, includeHtml: false }));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}
