// The words readers use for a section's task, written beside its heading in the MDX:
//
//   ## nuke
//
//   <SearchTerms words="remove, destroy, tear down, delete everything" />
//
// This rehype plugin turns each into a hidden paragraph that the site search indexes and nobody
// sees or hears: `<p hidden id="nuke-terms" data-pagefind-weight="3">remove, destroy, …</p>`. Its id
// names the section it belongs to (the heading above it; `top-terms` before the first heading: the
// page's own subject), so the ranking can tell these words from the section's text and keep them
// out of result excerpts. The Markdown copies leave them out (lib/llms.ts).
// After rehype-slug: the headings need their ids.
import { h } from 'hastscript';
import { attribute } from './jsx-attributes.mjs';

export const SEARCH_TERMS_COMPONENT = 'SearchTerms';
/** The id suffix that marks a section's reader words in the index. */
export const TERMS_ID_SUFFIX = '-terms';
/** The section id of a page's opening (before its first heading). */
export const PAGE_TOP_SECTION = 'top';
/** How much Pagefind weighs these words: more than body text (1), less than a heading (5 to 7). */
export const TERMS_WEIGHT = 3;

/** The id of a section's reader words: `nuke-terms`, or `top-terms` for the page's opening. */
export const termsId = (sectionId) => `${sectionId || PAGE_TOP_SECTION}${TERMS_ID_SUFFIX}`;

/** The section a terms id belongs to ('' for the page's opening), or null when it is no terms id. */
export function sectionOfTermsId(id) {
  if (!id.endsWith(TERMS_ID_SUFFIX)) return null;
  const section = id.slice(0, -TERMS_ID_SUFFIX.length);
  return section === PAGE_TOP_SECTION ? '' : section;
}

/** A heading element's tag name. */
export const HEADING = /^h[1-6]$/;

export default function rehypeSearchTerms() {
  return (tree) => {
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
      return h('p', { hidden: true, id, dataPagefindWeight: String(TERMS_WEIGHT) }, words);
    });
  };
}
