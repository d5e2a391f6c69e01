// Code blocks laid out to fit the reading column (about 78 characters of code at a desk's width),
// for the article only: the Markdown copy keeps every block as written (this plugin runs after
// markdown-copy.ts has kept its tree).
// - A shell command longer than LINE_LIMIT is broken before its options, each further line
//   continuing the command (` \`, or a backtick in PowerShell) and indented by two spaces, so that
//   it reads and copies as the same command. A line already continued, a command with nothing to
//   break before (no option), and what follows a bare `--`, a pipe, `&&` or a redirection are left
//   as written.
// - A command's usage block (the reference's `text` block after its usage mark, cli-reference.ts)
//   is named "Usage", and a usage line longer than LINE_LIMIT wraps between its bracketed parts,
//   each further line hanging under the first argument, as a manual's synopsis does.
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { shellWords } from '../cli/command-line.ts';
import { titleOf } from './code-title.ts';
import { POWERSHELL, SESSION_LANG, SHELL_LANGS, classifyShell } from './shell.ts';

/** The longest line a block keeps whole, in characters (the prompt or the hanging indent included). */
export const LINE_LIMIT = 72;
/** A continued command's further lines start this far in. */
const CONTINUATION_INDENT = '  ';
/** The name of a command's usage block. */
export const USAGE_TITLE = 'Usage';

/** Words after which nothing is broken: the end of the command's own options. */
const STOPS = /^(?:--|\||\|\||&&|;|[0-9]?>>?|<|&>)$/;

/**
 * `line` (one command of a shell block, without its prompt, `prompt` characters wide on the page)
 * broken before its options so that no line is longer than `limit`; `mark` ends each line that
 * continues. Lines that cannot be broken are returned as they are.
 */
export function breakCommand(line: string, { prompt = 2, mark = '\\', limit = LINE_LIMIT } = {}): string[] {
  if (prompt + line.length <= limit) return [line];
  const words = shellWords(line);
  const stop = words.findIndex((word) => STOPS.test(word.text));
  const own = stop === -1 ? words : words.slice(0, stop);
  // Where a new line may start: before an option (never the command's first word).
  const starts = own.flatMap((word, i) => (i > 0 && /^-[^-\s]|^--[^\s]/.test(word.text) ? [word.start] : []));
  if (!starts.length) return [line];
  const pieces: string[] = [];
  let from = 0;
  for (const at of [...starts, line.length]) {
    if (at === line.length || at > from) pieces.push(line.slice(from, at).trimEnd());
    from = at;
  }
  const lines = balanced(pieces, (lineIndex) => (lineIndex ? CONTINUATION_INDENT.length : prompt) + 2, limit);
  return lines.map((text, i) => `${i ? CONTINUATION_INDENT : ''}${text}${i < lines.length - 1 ? ` ${mark}` : ''}`);
}

/** `pieces` filled into lines of at most `limit` characters, each line's own `extra` (its indent, its mark) counted. */
function fill(pieces: string[], extra: (lineIndex: number) => number, limit: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && extra(lines.length) + current.length + 1 + piece.length > limit) {
      lines.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  }
  lines.push(current);
  return lines;
}

/**
 * `pieces` in as few lines as fit in `limit`, their lengths as even as that allows: the narrowest
 * width that needs no more lines than `limit` does (a long command's two lines halves, not a full
 * line and a stub).
 */
function balanced(pieces: string[], extra: (lineIndex: number) => number, limit: number): string[] {
  const fewest = fill(pieces, extra, limit).length;
  let width = limit;
  while (width > 20 && fill(pieces, extra, width - 1).length === fewest) width -= 1;
  return fill(pieces, extra, width);
}

/** A shell block's text with its long commands broken (breakCommand); its other lines as they are. */
export function breakShellBlock(code: string, lang: string): string {
  if (!/^(?:sh|bash|shell|zsh|fish|console)$/.test(lang) && !POWERSHELL.has(lang)) return code;
  const { kinds } = classifyShell(code, lang);
  const lines = code.replace(/\n$/, '').split('\n');
  const mark = POWERSHELL.has(lang) ? '`' : '\\';
  return lines
    .flatMap((line, i) => {
      // A command that already continues on the next line is the author's layout.
      if (kinds[i] !== 'command' || kinds[i + 1] === 'continuation') return [line];
      const prompt = lang === SESSION_LANG ? '$ ' : '';
      const command = line.slice(prompt.length);
      const indent = /^\s*/.exec(command)![0];
      const broken = breakCommand(command.slice(indent.length), {
        prompt: POWERSHELL.has(lang) ? 4 : 2,
        mark,
      });
      return broken.map((text, j) => `${j ? '' : prompt}${indent}${text}`);
    })
    .join('\n');
}

/** The bracketed parts of a usage line (`[--domain <name>]` is one), in order. */
function usageParts(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of line) {
    if (c === ' ' && depth === 0) {
      if (current) parts.push(current);
      current = '';
      continue;
    }
    if (c === '[' || c === '<') depth += 1;
    if (c === ']' || c === '>') depth = Math.max(0, depth - 1);
    current += c;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * A usage line wrapped between its parts to `limit`, further lines hanging under its first
 * argument (`mg dmt blastoff [<name>] …` continues under `[<name>]`).
 */
export function wrapUsage(line: string, limit = LINE_LIMIT): string[] {
  if (line.length <= limit) return [line];
  const parts = usageParts(line);
  // The command's own words: `mg` and the words before the first argument or option.
  const head = parts.findIndex((part, i) => i > 0 && /^[[<-]/.test(part));
  if (head <= 0) return [line];
  const lead = parts.slice(0, head).join(' ');
  const hang = ' '.repeat(lead.length + 1);
  const lines = balanced(
    [`${lead} ${parts[head]}`, ...parts.slice(head + 1)],
    (lineIndex) => (lineIndex ? hang.length : 0),
    limit,
  );
  return lines.map((text, i) => `${i ? hang : ''}${text}`);
}

/** The remark plugin: each shell block's long commands broken, each usage block named and wrapped. */
export default function remarkCodeLayout() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'code' || !parent || index === undefined) return;
      const code = node as Code;
      const before = parent.children[index - 1] as RootContent | undefined;
      if (before?.type === 'usageAnchor') {
        if (!titleOf(code.meta)) code.meta = [code.meta, `title="${USAGE_TITLE}"`].filter(Boolean).join(' ');
        code.value = code.value
          .split('\n')
          .flatMap((line) => wrapUsage(line))
          .join('\n');
      } else if (code.lang && SHELL_LANGS.has(code.lang)) {
        code.value = breakShellBlock(code.value, code.lang);
      }
    });
  };
}
