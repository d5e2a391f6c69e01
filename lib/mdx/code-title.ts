// The name in a code block's header: the fence's `title="…"` where the source gives one
// (```json title="mg.project.json"), otherwise what the language is to a reader: "Terminal" for a
// shell or a session, the shell's own name where tabs set shells side by side, the format's name.

import type { ShikiTransformer } from 'shiki';
import { POWERSHELL, SHELL_LANGS } from './shell.ts';

/** A fence's title, from its meta string (`title="mg.project.json"`). */
export const titleOf = (meta: string | null | undefined): string | undefined =>
  /(?:^|\s)title="([^"]*)"/.exec(meta ?? '')?.[1];

/** What a reader calls a format; a shell block is a Terminal, PowerShell and fish by their names. */
const FORMAT_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  sql: 'SQL',
  toml: 'TOML',
  ini: 'INI',
  html: 'HTML',
  css: 'CSS',
};

/** The header's name for a block of `lang` with `meta`; none for a block without a language. */
export function codeTitle(lang: string | null | undefined, meta: string | null | undefined): string | undefined {
  const title = titleOf(meta);
  if (title) return title;
  if (!lang || lang === 'text' || lang === 'plaintext') return undefined;
  if (POWERSHELL.has(lang)) return 'PowerShell';
  if (lang === 'fish') return 'fish';
  if (SHELL_LANGS.has(lang)) return 'Terminal';
  return FORMAT_NAMES[lang] ?? lang;
}

/** A shiki transformer: the block's header name in the <pre>'s `data-title` (docs-elements.ts shows it). */
export function codeTitleTransformer(): ShikiTransformer {
  let lang = '';
  return {
    name: 'code-title',
    preprocess(_code, options) {
      // Before the shell transformer highlights a session as bash: the fence's own language.
      lang = options.lang;
    },
    pre(node) {
      const title = codeTitle(lang, this.options.meta?.__raw);
      if (title) node.properties['data-title'] = title;
    },
  };
}
