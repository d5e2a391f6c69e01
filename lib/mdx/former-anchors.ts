// A page's former addresses, kept answering. A heading's id is its words (heading-ids.ts) and a flag
// row's id its flag and section (option-anchors.ts), so rewording a heading or moving a flag changes
// an address that readers' bookmarks, links from other sites and the search's evaluation sets hold.
// The MDX names the old id with <FormerAnchor>, in one of three forms:
//
//   ### blastoff stopped halfway
//
//   <FormerAnchor id="blastoff-stopped-partway" />
//
// - Right under a reworded heading (before or after its reader words): the old id lands on that
//   heading. This plugin moves it before the heading as an empty element that holds the old id:
//   `<span id="blastoff-stopped-partway" data-former-anchor-of="blastoff-stopped-halfway"></span>`.
// - `<FormerAnchor id="option-local-port" of="db-option-local-port" />`, anywhere on the page: the
//   old id lands on that element of the same page, a heading (as above) or a flag row (the empty
//   element opens the row's first cell, and the row is tinted as its own address tints it).
// - `<FormerAnchor id="option-aws-profile" to="/mg/cli/main/#option-aws-profile" label="…" />`, where
//   the part used to stand: it now lives on another page. A fragment never reaches the server and
//   the page runs no script for it, so nothing can redirect it; the old id becomes a one-line note
//   linking there (`label` is the link's text: where it goes), shown only to a reader whose address
//   names it (CSS :target). That reader lands on the note, reads where the part went and is one
//   link from it, with the page they asked for around them; everyone else never sees it.
// The browser scrolls an address with the old id to it (the page's scroll padding leaves room under
// the header, as for a heading); the empty elements are neither seen nor heard; the search indexes
// none of them as a place. The Markdown copies leave them out (markdown-copy.ts). An id of the committed
// list of public anchors (content/anchors.json, scripts/check/check-anchors.ts) that the page no longer
// holds fails the build: one of these forms is how a change keeps it.
// After heading-ids.ts and option-anchors.ts (the headings and rows need their ids), before
// search-terms.ts (<SearchTerms> may stand between a heading and its former anchors).

import type { Element, Parents, Root, RootContent } from 'hast';
import { h } from 'hastscript';
import { EXIT, visit } from 'unist-util-visit';
import { commandOfUsageId } from '../cli/usage-anchor.ts';
import {
  FORMER_ANCHOR_ATTRIBUTE,
  FORMER_ANCHOR_PROPERTY,
  MOVED_ANCHOR_ATTRIBUTE,
  MOVED_ANCHOR_CLASS,
  MOVED_ANCHOR_PROPERTY,
} from './docs-markup.ts';
import { HEADING, SEARCH_TERMS_COMPONENT, TABLE_END_PREFIX, flagOfId, sectionOfTermsId } from './anchor-ids.ts';
import { attribute } from './jsx-attributes.ts';
import { isSitePath } from '../site-path.ts';

export const FORMER_ANCHOR_COMPONENT = 'FormerAnchor';

/** Every id in a tree. */
function idsOf(tree: Root): Set<string> {
  const ids = new Set<string>();
  visit(tree, 'element', (node) => {
    if (node.properties?.id) ids.add(String(node.properties.id));
  });
  return ids;
}

/** In exported HTML, each `tagName` element with an id and the attribute `name`: id → the attribute's value. */
function idsWith(html: string, tagName: string, name: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(new RegExp(`<${tagName}\\b[^>]*>`, 'g'))) {
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    const value = new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
    if (id && value) found.set(id, value.replaceAll('&#x26;', '&').replaceAll('&amp;', '&'));
  }
  return found;
}

/**
 * From each exported page's HTML, its former anchors on the page: old id → the id of the heading
 * (or flag row) it now stands for. (The search evaluation counts an answer at a former address as
 * the place it names.)
 */
export const formerAnchorsOf = (html: string) => idsWith(html, 'span', FORMER_ANCHOR_ATTRIBUTE);

/** From each exported page's HTML, its former anchors that moved to another page: old id → where to. */
export const movedAnchorsOf = (html: string) => idsWith(html, 'p', MOVED_ANCHOR_ATTRIBUTE);

const PIPELINE_FORM = 'that form of id is the pipeline’s own';
/** An id of a form the pipeline gives its own elements: a table's end, reader words, a usage block. */
const pipelineForm = (id: string) =>
  id.startsWith(TABLE_END_PREFIX) || sectionOfTermsId(id) !== null || commandOfUsageId(id) !== null;

/** The element of a tree whose id is `id`, with its parent; undefined when there is none. */
function elementWithId(tree: Root, id: string): { node: Element; parent: Parents } | undefined {
  let found: { node: Element; parent: Parents } | undefined;
  visit(tree, 'element', (node, _index, parent) => {
    if (node.properties?.id !== id) return undefined;
    if (parent) found = { node, parent };
    return EXIT;
  });
  return found;
}

const formerSpan = (id: string, of: string) => h('span', { id, [FORMER_ANCHOR_PROPERTY]: of });

/** The note at a former address whose part moved to another page (hidden unless it is the page's target). */
function movedNote(id: string, to: string, label: string): Element {
  return h('p', { id, className: [MOVED_ANCHOR_CLASS], [MOVED_ANCHOR_PROPERTY]: to, dataPagefindIgnore: 'all' }, [
    'What this address showed has moved: ',
    h('a', { href: to }, label),
    '.',
  ]);
}

/** Puts the old id `id` on the element `of` of the tree: before a heading, or opening a flag row's first cell. */
function placeOn(tree: Root, id: string, of: string) {
  const describe = `<${FORMER_ANCHOR_COMPONENT} id="${id}" of="${of}">`;
  const found = elementWithId(tree, of);
  if (!found) throw new Error(`${describe}: the page has no id "${of}"`);
  const { node, parent } = found;
  if (HEADING.test(node.tagName)) {
    if (flagOfId(id) !== null) throw new Error(`${describe}: not a heading's id (that form of id is a flag's row)`);
    parent.children.splice(parent.children.indexOf(node), 0, formerSpan(id, of));
    return;
  }
  const cell =
    node.tagName === 'tr' && flagOfId(of) !== null && node.children.find((c): c is Element => c.type === 'element');
  if (!cell) throw new Error(`${describe}: names neither a heading nor a flag's row`);
  cell.children.unshift(formerSpan(id, of));
}

export default function rehypeFormerAnchors() {
  return (tree: Root) => {
    const ids = idsOf(tree);
    const children: RootContent[] = [];
    const elsewhere: { id: string; of: string }[] = [];
    let heading: { node: Element; at: number } | undefined;
    for (const node of tree.children) {
      if (node.type === 'element' && HEADING.test(node.tagName) && node.properties?.id) {
        heading = { node, at: children.length };
        children.push(node);
        continue;
      }
      if (node.type !== 'mdxJsxFlowElement' || node.name !== FORMER_ANCHOR_COMPONENT) {
        // Between a heading and its former anchors, only reader words (<SearchTerms>) and blank text.
        const readerWords = node.type === 'mdxJsxFlowElement' && node.name === SEARCH_TERMS_COMPONENT;
        if (!(node.type === 'text' && !node.value.trim()) && !readerWords) heading = undefined;
        children.push(node);
        continue;
      }
      const id = attribute(node, 'id')?.trim();
      const of = attribute(node, 'of')?.trim();
      const to = attribute(node, 'to')?.trim();
      if (!id) throw new Error(`<${FORMER_ANCHOR_COMPONENT}> needs id="…"`);
      const describe = `<${FORMER_ANCHOR_COMPONENT} id="${id}">`;
      if (ids.has(id)) throw new Error(`${describe}: the page already has that id`);
      if (/\s/.test(id)) throw new Error(`${describe}: an id holds no spaces`);
      if (pipelineForm(id)) throw new Error(`${describe}: not an address (${PIPELINE_FORM})`);
      ids.add(id);
      if (of && to) throw new Error(`${describe}: of="…" (on this page) or to="…" (another page), not both`);
      if (to) {
        const label = attribute(node, 'label')?.trim();
        if (!isSitePath(to))
          throw new Error(`${describe}: to="${to}" must be a path of the site, such as /mg/cli/main/#option-region`);
        if (!label) throw new Error(`${describe}: needs label="…", the text of its link (where the reader goes)`);
        children.push(movedNote(id, to, label));
        heading = undefined;
        continue;
      }
      if (of) {
        elsewhere.push({ id, of });
        heading = undefined;
        continue;
      }
      if (!heading) throw new Error(`${describe} must follow the heading it stood for (or name it: of="…")`);
      if (flagOfId(id) !== null) throw new Error(`${describe}: not a heading's id (that form of id is a flag's row)`);
      children.splice(heading.at, 0, formerSpan(id, String(heading.node.properties.id)));
      heading.at += 1;
    }
    tree.children = children;
    for (const { id, of } of elsewhere) placeOn(tree, id, of);
  };
}
