// The docs' MDX pipeline: the remark and rehype plugins, in order, each with its options.
// lib/mdx/docs-html.ts renders every docs page's article with it, at build time.
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import remarkCallouts from './callouts.ts';
import remarkCliReference from './cli-reference.ts';
import remarkCodeLayout from './code-layout.ts';
import rehypeFormerAnchors from './former-anchors.ts';
import remarkHeadingIds from './heading-ids.ts';
import remarkKeepCopy from './markdown-copy.ts';
import rehypeOptionAnchors from './option-anchors.ts';
import rehypeReaderValues from './reader-values.ts';
import rehypeCode from './rehype-code.ts';
import rehypeSearchTerms from './search-terms.ts';

export const REMARK_PLUGINS: PluggableList = [
  remarkGfm,
  // Before anything reads a heading's id: each heading's, once (the article's and the copy's).
  remarkHeadingIds,
  // The reference from the command line's definition, and every mg command checked against it;
  // before callouts, so a generated warning becomes one.
  remarkCliReference,
  // After the reference is in place, before anything makes Markdown into the page's markup: the
  // tree the Markdown copy is written from.
  remarkKeepCopy,
  // The article's code blocks laid out to fit its column (the copy keeps them as written).
  remarkCodeLayout,
  remarkCallouts,
];

export const REHYPE_PLUGINS: PluggableList = [
  // A flag's row id names the ## section holding its table.
  rehypeOptionAnchors,
  // After the rows' ids, before the reader words: a reworded heading's former ids, kept answering.
  rehypeFormerAnchors,
  // A section's reader words (<SearchTerms>) are named for its heading.
  rehypeSearchTerms,
  // The places of a reader's own values in inline mg commands (shell blocks get theirs from shiki).
  rehypeReaderValues,
  [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
  // shiki with shell prompts, copy text and reader's values; both themes at build time.
  [rehypeCode, { themes: { light: 'github-light-default', dark: 'github-dark-default' } }],
];
