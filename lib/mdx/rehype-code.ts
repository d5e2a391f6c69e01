// Code highlighting for the docs: shiki at build time in both themes (light colours inline, dark
// ones as --shiki-dark variables), with shell prompts and copy text (shell.ts) and the places of a
// reader's own values in mg commands (reader-values.ts), and each block's header name
// (code-title.ts), and its marked lines (line-marks.ts). A rehype plugin in the docs pipeline
// (plugins.ts), which names its plugins, so the transformer is added here.
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import type { Processor } from 'unified';
import { codeTitleTransformer } from './code-title.ts';
import { lineMarksTransformer } from './line-marks.ts';
import { blockSlots } from './reader-values.ts';
import { shellTransformer } from './shell.ts';

export default function rehypeCode(this: Processor, options: RehypeShikiOptions) {
  return rehypeShiki.call(this, {
    ...options,
    transformers: [codeTitleTransformer(), shellTransformer({ slots: blockSlots }), lineMarksTransformer()],
  });
}
