// Code highlighting for the docs: shiki at build time in both themes (light colours inline, dark
// ones as --shiki-dark variables), with shell prompts and copy text (shell.mjs). A rehype plugin
// named in next.config.mjs: under Turbopack plugins are named, so the transformer is added here.
import rehypeShiki from '@shikijs/rehype';
import { shellTransformer } from './shell.mjs';

export default function rehypeCode(options = {}) {
  return rehypeShiki.call(this, { ...options, transformers: [shellTransformer()] });
}
