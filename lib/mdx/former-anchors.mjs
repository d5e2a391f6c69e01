// A heading's former addresses, kept answering after the heading is reworded. A heading's id is its
// words (rehype-slug), so rewording it changes its address, and readers' bookmarks, links from other
// sites and the search's evaluation sets point at the old one. Beside the reworded heading, the MDX
// names the old id:
//
//   ### blastoff stopped halfway
//
//   <FormerAnchor id="blastoff-stopped-partway" />
//
// This rehype plugin moves it before the heading as an empty element that holds the old id:
// `<span id="blastoff-stopped-partway" data-former-anchor-of="blastoff-stopped-halfway"></span>`.
// The browser scrolls an address with the old id to it, just above the heading (the page's scroll
// padding leaves room under the header, as for the heading itself); nobody sees or hears it; the
// search does not index it as a place. The Markdown copies leave it out (lib/llms.ts).
// After rehype-slug (the headings need their ids), before search-terms.mjs (<SearchTerms> may stand
// between a heading and its former anchors).

import { commandOfUsageId } from '../cli/usage-anchor.mjs';
import { FORMER_ANCHOR_ATTRIBUTE, FORMER_ANCHOR_PROPERTY } from './docs-elements.mjs';
import { TABLE_END_PREFIX, flagOfId } from './option-anchors.mjs';
import { HEADING, SEARCH_TERMS_COMPONENT, attribute, sectionOfTermsId } from './search-terms.mjs';

export const FORMER_ANCHOR_COMPONENT = 'FormerAnchor';

/** Every id in a tree. */
function idsOf(node, ids = new Set()) {
  if (node.properties?.id) ids.add(String(node.properties.id));
  for (const child of node.children ?? []) idsOf(child, ids);
  return ids;
}

/**
 * From each exported page's HTML, its former anchors: old id → the id of the heading it now stands
 * for. (The search evaluation counts an answer at a former address as the heading it names.)
 */
export function formerAnchorsOf(html) {
  const found = new Map();
  for (const [tag] of html.matchAll(/<span\b[^>]*>/g)) {
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    const of = new RegExp(`\\s${FORMER_ANCHOR_ATTRIBUTE}="([^"]+)"`).exec(tag)?.[1];
    if (id && of) found.set(id, of);
  }
  return found;
}

/** An id the search reads as a mark of its own: a flag's row, a table's end, reader words, a usage block. */
const marksForSearch = (id) =>
  flagOfId(id) !== null ||
  id.startsWith(TABLE_END_PREFIX) ||
  sectionOfTermsId(id) !== null ||
  commandOfUsageId(id) !== null;

export default function rehypeFormerAnchors() {
  return (tree) => {
    const ids = idsOf(tree);
    const children = [];
    let heading;
    for (const node of tree.children) {
      if (node.type === 'element' && HEADING.test(node.tagName) && node.properties?.id) {
        heading = { node, at: children.length };
        children.push(node);
        continue;
      }
      if (node.type !== 'mdxJsxFlowElement' || node.name !== FORMER_ANCHOR_COMPONENT) {
        // Between a heading and its former anchors, only reader words (<SearchTerms>) and blank text.
        if (!(node.type === 'text' && !node.value.trim()) && node.name !== SEARCH_TERMS_COMPONENT) heading = undefined;
        children.push(node);
        continue;
      }
      const id = attribute(node, 'id')?.trim();
      if (!id) throw new Error(`<${FORMER_ANCHOR_COMPONENT}> needs id="…"`);
      if (!heading) throw new Error(`<${FORMER_ANCHOR_COMPONENT} id="${id}"> must follow the heading it stood for`);
      if (ids.has(id)) throw new Error(`<${FORMER_ANCHOR_COMPONENT} id="${id}">: the page already has that id`);
      if (/\s/.test(id) || marksForSearch(id))
        throw new Error(`<${FORMER_ANCHOR_COMPONENT} id="${id}">: not a heading's id (the search reads it as a mark)`);
      ids.add(id);
      const anchor = {
        type: 'element',
        tagName: 'span',
        properties: { id, [FORMER_ANCHOR_PROPERTY]: String(heading.node.properties.id) },
        children: [],
      };
      children.splice(heading.at, 0, anchor);
      heading.at += 1;
    }
    tree.children = children;
  };
}
