// Shell-aware code blocks. In a shell block each line is a command (shown after a prompt), a
// continuation of one (the line before ends in `\`, or a backtick in PowerShell; in bash, sh and
// zsh also a line the shell reads on for: a loop's or an `if`'s body, after a final `&&`, `||` or
// `|`, inside an open quote), a comment or blank. A `console` block is a session: lines starting
// with `$ ` are commands, the others sample output. Copy takes the commands and their
// continuations only, one per line, without prompts.
import { needsMore } from '../cli/shell-script.ts';
import type { ShikiTransformer } from 'shiki';
import type { SlotName } from '../cli/types.ts';

/** What a line of a shell block is. */
export type LineKind = 'command' | 'continuation' | 'output' | 'comment' | 'blank';

/** A place of a reader's own value in a shell block: in its code, and in the text Copy copies (null when not copied). */
export interface BlockSlot {
  slot: SlotName;
  start: number;
  end: number;
  copyStart: number | null;
  copyEnd: number | null;
}

/** Languages whose blocks are commands; `console` is a session with output. */
export const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'zsh', 'fish', 'powershell', 'pwsh', 'ps1', 'console']);
export const SESSION_LANG = 'console';
/** A session's commands are highlighted as bash once their prompts are taken off. */
export const SESSION_HIGHLIGHT = 'bash';
export const POWERSHELL = new Set(['powershell', 'pwsh', 'ps1']);
/** Languages that read a script as the POSIX shell does: a command may go on over several lines. */
export const POSIX_SHELLS = new Set(['sh', 'bash', 'shell', 'zsh']);
const SESSION_PROMPT = /^\$( |$)/;

/** The prompt shown before a command. */
export const promptFor = (lang: string) => (POWERSHELL.has(lang) ? 'PS> ' : '$ ');

/**
 * A shell block's text (`code`, of the fence language `lang`) read: each line's kind, the code to
 * highlight (a session's prompts removed) and the text Copy copies.
 */
export function classifyShell(code: string, lang: string): { kinds: LineKind[]; code: string; copy: string } {
  const session = lang === SESSION_LANG;
  const continues = POWERSHELL.has(lang) ? /`\s*$/ : /\\\s*$/;
  const script = POSIX_SHELLS.has(lang);
  const kinds: LineKind[] = [];
  const lines: string[] = [];
  let open = false; // the line before was a command that continues
  let command = ''; // the command read so far, its continuations included
  for (const raw of code.replace(/\n$/, '').split('\n')) {
    let line = raw;
    let kind: LineKind;
    if (open) kind = 'continuation';
    else if (!line.trim()) kind = 'blank';
    else if (session) {
      kind = SESSION_PROMPT.test(line) ? 'command' : 'output';
      if (kind === 'command') line = line.replace(SESSION_PROMPT, '');
    } else kind = line.trimStart().startsWith('#') ? 'comment' : 'command';
    if (kind === 'command') command = line;
    else if (kind === 'continuation') command += `\n${line}`;
    const inCommand = kind === 'command' || kind === 'continuation';
    open = inCommand && (continues.test(line) || (script && needsMore(command)));
    kinds.push(kind);
    lines.push(line);
  }
  const copy = lines.filter((_, i) => kinds[i] === 'command' || kinds[i] === 'continuation').join('\n');
  return { kinds, code: lines.join('\n'), copy };
}

/**
 * A POSIX shell block (or a session) as the script a reader pastes: its commands and their
 * continuations, every other line (a comment, sample output) left blank so that lines keep their
 * numbers. Null for a block of another shell's language (PowerShell, fish).
 */
export function blockScript(text: string, lang: string): string | null {
  if (!POSIX_SHELLS.has(lang) && lang !== SESSION_LANG) return null;
  const { kinds, code } = classifyShell(text, lang);
  return code
    .split('\n')
    .map((line, i) => (kinds[i] === 'command' || kinds[i] === 'continuation' ? line : ''))
    .join('\n');
}

/**
 * The commands of a shell block (`lang`) as a reader copies them, each with the line it starts on
 * and its offset in the block's code (a session's prompts removed): a command and its continuation
 * lines are one, joined by their line breaks. Inline code (`lang` null) is one command.
 */
export function commandLines(text: string, lang: string | null): { line: number; offset: number; text: string }[] {
  if (lang === null) return [{ line: 0, offset: 0, text }];
  const { kinds, code } = classifyShell(text, lang);
  const codeLines = code.split('\n');
  const commands: { line: number; offset: number; text: string }[] = [];
  let offset = 0;
  const starts = codeLines.map((line) => {
    const start = offset;
    offset += line.length + 1;
    return start;
  });
  for (let i = 0; i < codeLines.length; i++) {
    if (kinds[i] !== 'command') continue;
    let j = i + 1;
    while (j < codeLines.length && kinds[j] === 'continuation') j += 1;
    commands.push({ line: i, offset: starts[i], text: codeLines.slice(i, j).join('\n') });
  }
  return commands;
}

/**
 * A shiki transformer: marks command lines (class `cmd` and the prompt in `data-prompt`, which CSS
 * shows and selection and copy skip) and output lines (class `out`), and puts the copy text in the
 * <pre>'s `data-copy`. Given `slots` (lib/mdx/reader-values.ts), it also wraps each place a reader's
 * own value goes in <span data-slot="…"> and lists those places in the copy text in `data-copy-slots`.
 */
export function shellTransformer({
  slots,
}: { slots?: (code: string, lang: string) => BlockSlot[] } = {}): ShikiTransformer {
  let result: ReturnType<typeof classifyShell> | null = null;
  let lang = '';
  let found: BlockSlot[] = [];
  return {
    name: 'shell-prompts',
    preprocess(code, options) {
      lang = options.lang;
      result = SHELL_LANGS.has(lang) ? classifyShell(code, lang) : null;
      found = [];
      if (!result) return undefined;
      if (lang === SESSION_LANG) options.lang = SESSION_HIGHLIGHT;
      found = slots?.(code, lang) ?? [];
      // Offsets in the code shiki highlights (a session's prompts removed).
      options.decorations = found.map(({ slot, start, end }) => ({
        start,
        end,
        alwaysWrap: true,
        properties: { 'data-slot': slot },
      }));
      return result.code;
    },
    line(node, line) {
      const kind = result?.kinds[line - 1];
      if (kind === 'command') {
        this.addClassToHast(node, 'cmd');
        node.properties['data-prompt'] = promptFor(lang);
      } else if (kind === 'output') {
        this.addClassToHast(node, 'out');
        // Sample output is example data (addresses, ids, dates): the search indexes the command
        // and the prose around it, not what one run printed.
        node.properties['data-pagefind-ignore'] = 'all';
      }
    },
    pre(node) {
      if (!result) return;
      node.properties['data-copy'] = result.copy;
      node.properties['data-shell'] = lang;
      const copied = found.filter((s) => s.copyStart !== null);
      if (copied.length) {
        node.properties['data-copy-slots'] = JSON.stringify(copied.map((s) => [s.copyStart, s.copyEnd, s.slot]));
      }
    },
  };
}
