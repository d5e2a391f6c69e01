// Code highlighting for the docs: shiki at build time in both themes (light colours inline, dark
// ones as --shiki-dark variables), with shell prompts and copy text (shell.mjs) and the places of a
// reader's own values in mg commands (reader-values.mjs), and each block's header name
// (code-title.mjs), and its marked lines (line-marks.mjs). A rehype plugin in the docs pipeline
// (plugins.mjs), which names its plugins, so the transformer is added here.
import rehypeShiki from '@shikijs/rehype';
import { codeTitleTransformer } from './code-title.mjs';
import { lineMarksTransformer } from './line-marks.mjs';
import { blockSlots } from './reader-values.mjs';
import { shellTransformer } from './shell.mjs';

export default function rehypeCode(options = {}) {
  return rehypeShiki.call(this, {
    ...options,
    transformers: [codeTitleTransformer(), shellTransformer({ slots: blockSlots }), lineMarksTransformer()],
  });
}
