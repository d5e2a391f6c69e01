// The docs' MDX pipeline: the remark and rehype plugins, in order, each by name or absolute path with
// its options. lib/mdx/docs-html.mjs renders every docs page's article with it, at build time.
import { fileURLToPath } from 'node:url';

/** A plugin of our own, by absolute path. */
const local = (file) => fileURLToPath(new URL(file, import.meta.url));

export const MDX_OPTIONS = {
  remarkPlugins: [
    ['remark-gfm', {}],
    // The reference from the command line's definition, and every mg command checked against it;
    // before callouts, so a generated warning becomes one.
    [local('./cli-reference.mjs'), {}],
    // After the reference is in place, before anything makes Markdown into the page's markup: the
    // tree the Markdown copy is written from.
    [local('./markdown-copy.mjs'), {}],
    [local('./callouts.mjs'), {}],
  ],
  rehypePlugins: [
    ['rehype-slug', {}],
    // After rehype-slug: a flag's row id names the ## section holding its table.
    [local('./option-anchors.mjs'), {}],
    // After rehype-slug and the rows' ids, before the reader words: a reworded heading's former ids,
    // kept answering.
    [local('./former-anchors.mjs'), {}],
    // After rehype-slug: a section's reader words (<SearchTerms>) are named for its heading.
    [local('./search-terms.mjs'), {}],
    // The places of a reader's own values in inline mg commands (shell blocks get theirs from shiki).
    [local('./reader-values.mjs'), {}],
    ['rehype-autolink-headings', { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
    // shiki with shell prompts, copy text and reader's values; both themes at build time.
    [local('./rehype-code.mjs'), { themes: { light: 'github-light-default', dark: 'github-dark-default' } }],
  ],
};
