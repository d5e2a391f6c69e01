// The words readers use for a section's task, written beside its heading in the MDX:
//
//   ## nuke
//
//   <SearchTerms words="remove, destroy, tear down, delete everything" />
//
// This rehype plugin turns each into a hidden paragraph that the site search indexes and nobody
// sees or hears: `<p hidden id="nuke-terms" data-pagefind-weight="3">remove, destroy, …</p>`. Its id
// names the section it belongs to (the heading above it; `top-terms` before the first heading: the
// page's own subject), and its search mark tells the ranking whose words they are, so it can tell
// them from the section's text and keep them out of result excerpts. The Markdown copies leave them out (markdown-copy.ts).
// After heading-ids.ts: the headings need their ids.
import type { Root } from 'hast';
import { h } from 'hastscript';
import { SEARCH_TERMS_COMPONENT, TERMS_WEIGHT, termsId, HEADING, withSearchMark } from './anchor-ids.ts';
import { attribute } from './jsx-attributes.ts';

export default function rehypeSearchTerms() {
  return (tree: Root) => {
    let section = '';
    const seen = new Set();
    tree.children = tree.children.map((node) => {
      if (node.type === 'element' && HEADING.test(node.tagName) && node.properties?.id) {
        section = String(node.properties.id);
        return node;
      }
      if (node.type !== 'mdxJsxFlowElement' || node.name !== SEARCH_TERMS_COMPONENT) return node;
      const words = attribute(node, 'words')?.trim();
      if (!words) throw new Error(`<${SEARCH_TERMS_COMPONENT}> needs words="…" (after #${section || 'the top'})`);
      const id = termsId(section);
      if (seen.has(id)) throw new Error(`two <${SEARCH_TERMS_COMPONENT}> for #${section || 'the top'}: merge them`);
      seen.add(id);
      return withSearchMark(h('p', { hidden: true, id, dataPagefindWeight: String(TERMS_WEIGHT) }, words), {
        kind: 'terms',
        section,
      });
    });
  };
}
