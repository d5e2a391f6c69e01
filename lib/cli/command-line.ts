// Reads an `mg` command as a reader would type it, against the command line's definition
// (lib/cli/definition.ts): which command it runs, what is wrong with it (an unknown family or
// command, a flag the command does not take, a missing argument, a flag missing its value, a value
// outside the allowed set), with the closest valid spelling, and where the reader's own values sit
// (the deployment name, the domain, the AWS profile, the region) so the docs can put theirs there.
// What follows a bare `--` (ssh's remote command) is passed on and never judged.
import type { CliIndex, CommandNode, Flag, SlotName } from './types.ts';

/** A word of a shell line: as written (`text`), as the shell reads it (`value`), and where it stands. */
export interface Word {
  text: string;
  value: string;
  start: number;
  end: number;
  /** A reader's placeholder (`<name>`), unquoted. */
  placeholder: boolean;
}

export type ProblemKind =
  | 'unknown-command'
  | 'unknown-flag'
  | 'missing-argument'
  | 'missing-flag'
  | 'missing-value'
  | 'bad-value'
  | 'extra-argument'
  | 'switch-value'
  | 'no-command';

/** What is wrong with a command, where (offsets in its line), and the closest valid spelling. */
export interface Problem {
  kind: ProblemKind;
  message: string;
  suggestion?: string;
  start: number;
  end: number;
}

/** Where a reader's own value stands in a command (offsets in its line). */
export interface SlotPlace {
  slot: SlotName;
  start: number;
  end: number;
}

/** What reading one command gives: the command it runs (if known), its problems, its slots. */
export interface ReadCommand {
  command?: string;
  problems: Problem[];
  slots: SlotPlace[];
}

// `&&`, `||`, `;` and `|` end one command and start the next; so do the parentheses of a subshell.
const SEPARATORS = ['&&', '||', ';', '|', '(', ')'];
/** What else ends a command: a line's end, and a lone `&` (the command before it runs in the background). */
export const NEWLINE = '\n';
export const BACKGROUND = '&';
/** Every word that ends one command and starts the next. */
export const COMMAND_ENDS = new Set([...SEPARATORS, NEWLINE, BACKGROUND]);
/** A reader's placeholder for a value they supply: <token>, <name>. */
const PLACEHOLDER = /^<[a-z][a-z0-9-]*>$/i;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** Words after which the shell still reads a command: `until mg dmt verify shop; do …`. */
const KEYWORDS = new Set(['if', 'then', 'elif', 'else', 'while', 'until', 'do', '!', '{', 'time', 'exec', 'nohup']);
/**
 * Commands that run the command after them, and which of their options take a value of their own
 * (`sudo -u deploy mg …`, `env -u HOME mg …`); their other options are switches.
 */
const RUNNERS: Record<string, string[]> = {
  command: [],
  env: ['-u', '--unset', '-C', '--chdir', '-S'],
  sudo: ['-u', '-g', '-C', '-h', '-p'],
};
/** What stands in for a command substitution in the line around it: one word, offsets kept. */
const SUBSTITUTED = 'x';

/**
 * Whether the `&` at `at` runs the command before it in the background: not half of `&&`, nor of a
 * redirection (`2>&1`, `&>file`).
 */
const backgroundAt = (line: string, at: number) =>
  line[at] === '&' &&
  line[at + 1] !== '&' &&
  line[at + 1] !== '>' &&
  line[at - 1] !== '>' &&
  line[at - 1] !== '<' &&
  line[at - 1] !== '&';

/** The separator that starts at `at`, if one does. */
const separatorAt = (line: string, at: number): string | undefined =>
  SEPARATORS.find((s) => line.startsWith(s, at)) ?? (backgroundAt(line, at) ? BACKGROUND : undefined);

/**
 * The words of shell text (one command line continued over several lines by a final backslash, or
 * a script of several lines), with their offsets in it: quotes and backslashes as a shell reads
 * them, a `#` that starts a word comments out the rest of its line, and `&&`, `||`, `;`, `|`, a
 * lone `&` and each line's end stand alone (they end one command and start the next).
 */
export function shellWords(line: string): Word[] {
  const words: Word[] = [];
  let i = 0;
  // A backslash that ends a line continues the command on the next: it separates words.
  const continuation = (at: number) => line[at] === '\\' && line[at + 1] === '\n';
  const stands = (text: string, at: number) =>
    words.push({ text, value: text, start: at, end: at + text.length, placeholder: false });
  while (i < line.length) {
    if (line[i] === NEWLINE) {
      stands(NEWLINE, i);
      i += 1;
      continue;
    }
    if (/\s/.test(line[i]) || continuation(i)) {
      i += continuation(i) ? 2 : 1;
      continue;
    }
    if (line[i] === '#') {
      const end = line.indexOf(NEWLINE, i);
      if (end === -1) break;
      i = end;
      continue;
    }
    const separator = separatorAt(line, i);
    if (separator) {
      stands(separator, i);
      i += separator.length;
      continue;
    }
    const start = i;
    let value = '';
    let quoted = false;
    while (i < line.length && !/\s/.test(line[i]) && !continuation(i) && !separatorAt(line, i)) {
      const c = line[i];
      if (c === "'" || c === '"') {
        const close = line.indexOf(c, i + 1);
        const end = close === -1 ? line.length : close;
        value += line.slice(i + 1, end);
        quoted = true;
        i = end + 1;
      } else if (c === '\\' && i + 1 < line.length) {
        value += line[i + 1];
        i += 2;
      } else {
        value += c;
        i += 1;
      }
    }
    const text = line.slice(start, Math.min(i, line.length));
    words.push({ text, value, start, end: Math.min(i, line.length), placeholder: !quoted && PLACEHOLDER.test(value) });
  }
  return words;
}

/**
 * The command substitutions of a line, `$(…)` and `` `…` `` (inside double quotes too, not inside
 * single quotes), outermost first: where each one's inner command starts and ends. `start`..`end`
 * is the inner text, after an opening marker `open` characters long (`$(` or a backtick) and
 * before its closing one.
 */
export function substitutions(line: string): { start: number; end: number; open: number }[] {
  const found: { start: number; end: number; open: number }[] = [];
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\' && quote !== "'") {
      i += 1;
    } else if (quote === "'") {
      if (c === "'") quote = '';
    } else if (c === "'" && !quote) {
      quote = c;
    } else if (c === '"') {
      quote = quote ? '' : c;
    } else if (c === '#' && !quote && (i === 0 || /\s/.test(line[i - 1]))) {
      const end = line.indexOf(NEWLINE, i);
      if (end === -1) break;
      i = end;
    } else if (c === '`' || (c === '$' && line[i + 1] === '(' && line[i + 2] !== '(')) {
      const start = i + (c === '`' ? 1 : 2);
      const end = c === '`' ? closingBacktick(line, start) : closingParen(line, start);
      found.push({ start, end, open: start - i });
      i = Math.min(end, line.length - 1);
    }
  }
  return found;
}

/** Where the `)` that closes a `$(` opened just before `from` stands (the line's end if none). */
function closingParen(line: string, from: number): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (c === '\\' && quote !== "'") i += 1;
    else if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i;
  }
  return line.length;
}

function closingBacktick(line: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === '`') return i;
  }
  return line.length;
}

/** A redirection of a command's input or output: `> file`, `>>log`, `2>&1`. */
export interface Redirection {
  /** The descriptor named before the operator (`2` in `2>&1`); '' for the operator's own, `&` for both outputs (`&>`). */
  fd: string;
  /** The operator: `>`, `>>`, `>|`, `<`, `<>`, `>&`, `<&`, `<<`, `<<<`. */
  op: string;
  /** What it points at: a file, or a descriptor after `>&`. */
  target?: Word;
  /** The words it stands in: its operator's, and its target's when that is a word of its own. */
  words: Word[];
}

/** A redirection's operator, unquoted, at the start of a word: `2>&1`, `>file`, `<<<`. */
const REDIRECTION = /^(\d*|&)(>>|>&|>\||<>|<&|<<<|<<|>|<)/;

/**
 * The redirections of a command's words, taken out of them: a shell reads `mg dmt list > out.txt`
 * as `mg dmt list`, its output to `out.txt`. A reader's placeholder (`<token>`) is no redirection.
 */
export function splitRedirections(words: Word[]): { words: Word[]; redirections: Redirection[] } {
  const kept: Word[] = [];
  const redirections: Redirection[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const match = /^<[a-z][a-z0-9-]*>/i.test(word.text) ? null : REDIRECTION.exec(word.text);
    if (!match) {
      kept.push(word);
      continue;
    }
    const rest = word.text.slice(match[0].length);
    if (rest) {
      const start = word.start + match[0].length;
      const [value] = shellWords(rest);
      const target = { text: rest, value: value?.value ?? rest, start, end: word.end, placeholder: false };
      redirections.push({ fd: match[1], op: match[2], target, words: [word] });
    } else {
      const target = words[i + 1];
      redirections.push({ fd: match[1], op: match[2], target, words: target ? [word, target] : [word] });
      i += 1;
    }
  }
  return { words: kept, redirections };
}

/** The index of the word that runs as the command, past assignments, keywords and runners. */
export function commandStart(words: Word[]): number {
  let i = 0;
  while (i < words.length) {
    const value = words[i].value;
    if (ASSIGNMENT.test(words[i].text) || KEYWORDS.has(value)) {
      i += 1;
      continue;
    }
    const withValue = RUNNERS[value];
    if (!withValue) break;
    i += 1;
    // The runner's own options, and env's NAME=value settings.
    while (
      i < words.length &&
      (words[i].value.startsWith('-') || (value === 'env' && ASSIGNMENT.test(words[i].text)))
    ) {
      i += withValue.includes(words[i].value) ? 2 : 1;
    }
  }
  return i;
}

/** Shells that run the string after `-c` (also in a cluster: `bash -ec '…'`). */
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh']);
/**
 * Commands that join the words after their own options (and, for ssh, the host) into a line a shell
 * reads, with the options that take a value of their own: `watch -n 5 mg dmt list`,
 * `ssh -p 2222 host 'mg dmt list'`, `eval "mg dmt list"`.
 */
const LINE_RUNNERS: Record<string, string[]> = {
  watch: ['-n', '--interval', '-q', '--equexit'],
  ssh: [
    '-B',
    '-b',
    '-c',
    '-D',
    '-E',
    '-e',
    '-F',
    '-I',
    '-i',
    '-J',
    '-L',
    '-l',
    '-m',
    '-O',
    '-o',
    '-p',
    '-Q',
    '-R',
    '-S',
    '-W',
    '-w',
  ],
  eval: [],
};
/** A word `mg` inside the text another shell reads. */
const MG_IN_TEXT = /(^|[\s;&|(`])mg(\s|$)/;

/**
 * The words of a command that another shell reads again as a line (`sh -c '…'`, `watch …`,
 * `ssh host …`, `eval …`), or null when the command hands nothing on. `words` are the command's
 * words, its command word at `first`.
 */
function handedOn(words: Word[], first: number): Word[] | null {
  const name = words[first].value;
  if (SHELLS.has(name)) {
    const flag = words.findIndex((w, i) => i > first && /^-[a-z]*c[a-z]*$/.test(w.value));
    return flag === -1 ? null : words.slice(flag + 1, flag + 2);
  }
  const withValue = LINE_RUNNERS[name];
  if (!withValue) return null;
  let i = first + 1;
  while (i < words.length && words[i].value.startsWith('-')) i += withValue.includes(words[i].value) ? 2 : 1;
  if (name === 'ssh') i += 1; // the host
  return words.slice(i);
}

/** Where the text of `words` stands in `line` when the shell reads it as written: one word wholly in one pair of quotes, or plain words. */
function textOffset(words: Word[]): number | null {
  const [one] = words;
  const simple = (w: Word) => !w.text.includes('\\');
  if (words.length === 1 && /^(['"]).*\1$/s.test(one.text) && one.text.length === one.value.length + 2 && simple(one))
    return one.start + 1;
  if (words.every((w) => w.text === w.value && simple(w))) return one.start;
  return null;
}

/**
 * Reads a shell line: the `mg` commands in it and every word `mg` that stands anywhere else
 * (`echo mg`), which a reader of the docs could not tell from a command. A string another shell
 * runs (`sh -c`, `bash -c`, `watch`, `ssh host`, `eval`) is read as a line of its own, offsets kept,
 * when it is written so that its text stands as is (single or double quotes around the whole of
 * it, or plain words); an `mg` inside one written any other way is `hidden`: it cannot be checked.
 * Commands are split at `&&`, `||`, `;`, `|`, a lone `&`, parentheses and line ends, and their
 * redirections (`> file`, `2>&1`) are taken out of their words; a command's first word is the one
 * after any `NAME=value` assignments, shell keywords (`if`, `then`, `do`, `while`, `until`, `!`,
 * `time`, …) and commands that run another (`command`, `env`, `sudo` with their options). A command
 * substitution (`$(mg dmt ip shop)`, backticks) is read as a line of its own, offsets kept, and
 * stands as one word in the line around it.
 */
export function readShellLine(line: string): { commands: Word[][]; stray: Word[]; hidden: Word[] } {
  const commands: Word[][] = [];
  const stray: Word[] = [];
  const hidden: Word[] = [];
  const readInner = (text: string, start: number) => {
    const inner = readShellLine(text);
    const shift = (word: Word): Word => ({ ...word, start: word.start + start, end: word.end + start });
    commands.push(...inner.commands.map((words) => words.map(shift)));
    stray.push(...inner.stray.map(shift));
    hidden.push(...inner.hidden.map(shift));
  };
  let outer = line;
  for (const { start, end, open } of substitutions(line)) {
    readInner(line.slice(start, end), start);
    // The whole substitution, its markers too, becomes part of one word of the line around it.
    const from = start - open;
    const to = Math.min(end + 1, line.length);
    outer = outer.slice(0, from) + outer.slice(from, to).replace(/[^\n]/g, SUBSTITUTED) + outer.slice(to);
  }
  let current: Word[] = [];
  for (const word of [...shellWords(outer), null]) {
    if (word && !COMMAND_ENDS.has(word.text)) {
      current.push(word);
      continue;
    }
    current = splitRedirections(current).words;
    const first = commandStart(current);
    const script = first < current.length ? handedOn(current, first) : null;
    if (first < current.length && current[first].value === 'mg') commands.push(current.slice(first));
    else if (script?.length) {
      const at = textOffset(script);
      if (at !== null) readInner(outer.slice(at, script[script.length - 1].end - (at > script[0].start ? 1 : 0)), at);
      else hidden.push(...script.filter((w) => MG_IN_TEXT.test(w.value)));
      stray.push(...current.slice(0, current.indexOf(script[0])).filter((w) => w.value === 'mg'));
    } else if (first < current.length) stray.push(...current.filter((w) => w.value === 'mg'));
    current = [];
  }
  commands.sort((a, b) => a[0].start - b[0].start);
  return { commands, stray, hidden };
}

/** The `mg` commands of a shell line, in the order they stand (see readShellLine). */
export function mgCommands(line: string): Word[][] {
  return readShellLine(line).commands;
}

/** Damerau-Levenshtein distance (an adjacent swap counts as one edit). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `wrong`, or undefined when none is close: one that contains it or is
 * contained in it as a dash-separated part (`port` → `local-port`), else one within a third of its
 * length in edits (at least one, at most three).
 */
export function closest(wrong: string, candidates: readonly string[]): string | undefined {
  const parts = (s: string) => s.split('-');
  const within = candidates.filter(
    (c) => parts(c).includes(wrong) || parts(wrong).includes(c) || c.startsWith(wrong) || wrong.startsWith(c),
  );
  if (within.length) return within.sort((a, b) => a.length - b.length)[0];
  // Values such as t3.large: the one sharing the longest beginning (t3.), if it is three characters or more.
  const prefix = (c: string) => {
    let n = 0;
    while (n < c.length && n < wrong.length && c[n] === wrong[n]) n += 1;
    return n;
  };
  const limit = Math.min(3, Math.max(1, Math.floor(wrong.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(wrong, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (bestDistance <= limit) return best;
  const longest = Math.max(0, ...candidates.map(prefix));
  return longest >= 3 ? candidates.find((c) => prefix(c) === longest) : undefined;
}

export const VALUE_TYPES = {
  integer: /^-?\d+$/,
  duration: /^\d+[smhd]$/,
  domain: /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
} satisfies Record<string, RegExp>;

/** What a value must be: a flag's value, or an argument (a string, maybe of a set or a pattern). */
interface ValueSpec {
  type: string;
  allowed?: string[];
  pattern?: string;
}

/** Why `value` is not a good value of `spec`, or null when it is. */
function valueProblem(value: string, spec: ValueSpec, what: string): { message: string; suggestion?: string } | null {
  if (spec.allowed && !spec.allowed.includes(value)) {
    const suggestion = closest(value, spec.allowed);
    return {
      message: `${what} must be one of ${spec.allowed.map((a) => `\`${a}\``).join(', ')}, not \`${value}\``,
      suggestion,
    };
  }
  if (spec.type === 'port') {
    const n = Number(value);
    return /^\d+$/.test(value) && n >= 1 && n <= 65_535
      ? null
      : { message: `${what} must be a port (1 to 65535), not \`${value}\`` };
  }
  const pattern = Object.hasOwn(VALUE_TYPES, spec.type)
    ? VALUE_TYPES[spec.type as keyof typeof VALUE_TYPES]
    : undefined;
  if (pattern && !pattern.test(value)) return { message: `${what} must be a ${spec.type}, not \`${value}\`` };
  if (spec.pattern && !new RegExp(spec.pattern).test(value)) {
    return { message: `${what} must match ${spec.pattern}, not \`${value}\`` };
  }
  return null;
}

const dashed = (name: string) => `--${name}`;

/** One command being read: its words, the definition, and what the reading has found so far. */
interface Reading {
  words: Word[];
  cli: CliIndex;
  problems: Problem[];
  slots: SlotPlace[];
  /** The flags given, by name. */
  given: Map<string, Flag>;
}

function report(
  reading: Reading,
  kind: ProblemKind,
  word: Pick<Word, 'start' | 'end'> | undefined,
  message: string,
  suggestion?: string,
) {
  reading.problems.push({ kind, message, suggestion, start: word?.start ?? 0, end: word?.end ?? 0 });
}

const where = (node: CommandNode) => (node.path ? `mg ${node.path}` : 'mg');

/**
 * The command the words name: they walk down the tree, global flags allowed on the way. Gives the
 * node reached, the index of the first word after it, and where the flags on the way stand; null
 * when a word names no command of its family.
 */
function walkTree(reading: Reading): { node: CommandNode; next: number; pending: number[] } | null {
  const { words, cli } = reading;
  let node = cli.root;
  let i = 1;
  const pending: number[] = [];
  while (i < words.length) {
    const word = words[i];
    if (word.value === '--') break;
    if (word.value.startsWith('-')) {
      pending.push(i);
      i += 1;
      const flag = lookupFlag(word.value, cli.globalFlags);
      if (flag?.value && !word.value.includes('=')) i += 1;
      continue;
    }
    if (!node.children.length) break;
    const child = node.children.find((c) => c.name === word.value);
    if (!child) {
      const names = node.children.map((c) => c.name);
      const suggestion = closest(word.value, names);
      report(
        reading,
        'unknown-command',
        word,
        `\`${where(node)}\` has no command \`${word.value}\`: it has ${names.map((n) => `\`${n}\``).join(', ')}`,
        suggestion && `${where(node)} ${suggestion}`,
      );
      return null;
    }
    node = child;
    i += 1;
  }
  return { node, next: i, pending };
}

/** A flag the command does not take: the problem, with the closest it does and the commands that take it. Gives the index after it (and its value). */
function readUnknownFlag(
  reading: Reading,
  node: CommandNode,
  flags: Flag[],
  index: number,
  raw: string,
  inline: string | undefined,
): number {
  const { words, cli } = reading;
  const long = raw.startsWith('--');
  const names = long
    ? flags.flatMap((f) => [f.name, ...(f.aliases ?? [])])
    : flags.flatMap((f) => (f.short ? [f.short] : []));
  const bare = raw.replace(/^--?/, '');
  const near = closest(bare, names);
  const elsewhere = long ? cli.commandsTaking(bare).filter((path) => path !== node.path) : [];
  const also = elsewhere.length ? ` (\`${raw}\` is a flag of ${elsewhere.map((p) => `\`mg ${p}\``).join(', ')})` : '';
  report(
    reading,
    'unknown-flag',
    words[index],
    `\`${where(node)}\` takes no flag \`${raw}\`${also}`,
    near && (long ? dashed(near) : `-${near}`),
  );
  // Its value, if the flag takes one where it belongs (or the one meant does): not an argument.
  const meant = lookupFlag(long ? dashed(near ?? '') : `-${near ?? ''}`, flags);
  const takesValue = meant?.value || cli.flagTakesValue(bare);
  const next = words[index + 1];
  return inline === undefined && takesValue && next && !next.value.startsWith('-') ? index + 2 : index + 1;
}

/** Reads the flag at `index` (and its value) among `flags`; gives the index of the word after them. */
function readFlag(reading: Reading, node: CommandNode, flags: Flag[], index: number): number {
  const { words } = reading;
  const word = words[index];
  const equals = word.value.indexOf('=');
  const [raw, inline] =
    equals >= 0 ? [word.value.slice(0, equals), word.value.slice(equals + 1)] : [word.value, undefined];
  const flag = lookupFlag(raw, flags);
  if (!flag) return readUnknownFlag(reading, node, flags, index, raw, inline);
  reading.given.set(flag.name, flag);
  if (!flag.value) {
    if (inline !== undefined)
      report(reading, 'switch-value', word, `\`${dashed(flag.name)}\` is a switch and takes no value`);
    return index + 1;
  }
  let place: Pick<Word, 'value' | 'start' | 'end'>;
  if (inline !== undefined) place = { value: inline, start: word.end - inline.length, end: word.end };
  else {
    const next = words[index + 1];
    if (!next || (next.value.startsWith('-') && !/^-\d/.test(next.value)) || next.value === '--') {
      report(reading, 'missing-value', word, `\`${dashed(flag.name)}\` needs a value: \`<${flag.value.name}>\``);
      return index + 1;
    }
    place = next;
    if (next.placeholder) {
      if (flag.value.slot) reading.slots.push({ slot: flag.value.slot, start: next.start, end: next.end });
      return index + 2;
    }
  }
  const bad = valueProblem(place.value, flag.value, `\`${dashed(flag.name)}\``);
  if (bad) report(reading, 'bad-value', place, bad.message, bad.suggestion);
  else if (flag.value.slot) reading.slots.push({ slot: flag.value.slot, start: place.start, end: place.end });
  return inline !== undefined ? index + 1 : index + 2;
}

/** Reads the positional arguments against the command's, each against its rule and allowed values. */
function readArguments(reading: Reading, node: CommandNode, positionals: Word[]) {
  const args = node.arguments;
  positionals.forEach((word, index) => {
    const arg = args[index];
    if (!arg) {
      const takes = args.length ? `only ${args.map((a) => `<${a.name}>`).join(' ')}` : 'no argument';
      report(reading, 'extra-argument', word, `\`mg ${node.path}\` takes ${takes}, not \`${word.value}\``);
      return;
    }
    if (word.placeholder) {
      if (arg.slot) reading.slots.push({ slot: arg.slot, start: word.start, end: word.end });
      return;
    }
    const bad = valueProblem(
      word.value,
      { type: 'string', allowed: arg.allowed, pattern: arg.pattern },
      `\`<${arg.name}>\``,
    );
    if (bad) report(reading, 'bad-value', word, bad.message, bad.suggestion && `mg ${node.path} ${bad.suggestion}`);
    else if (arg.slot) reading.slots.push({ slot: arg.slot, start: word.start, end: word.end });
  });
}

/** The required arguments and flags the command was not given. */
function readMissing(reading: Reading, node: CommandNode, positionals: number) {
  const last = reading.words.at(-1);
  for (const arg of node.arguments.slice(positionals)) {
    if (arg.required !== true) continue;
    if (arg.requiredUnless?.some((name) => reading.given.has(name))) continue;
    report(reading, 'missing-argument', last, `\`mg ${node.path}\` needs \`<${arg.name}>\`: ${arg.description}`);
  }
  for (const flag of node.flags) {
    if (flag.required && !reading.given.has(flag.name)) {
      const value = flag.value ? ` <${flag.value.name}>` : '';
      report(reading, 'missing-flag', last, `\`mg ${node.path}\` needs \`${dashed(flag.name)}\`${value}`);
    }
  }
}

/**
 * Reads one `mg` command (its words, `mg` first) against the definition. `asName`: the words may
 * just name a family or command (inline code in prose: `mg dmt`, `mg init`): nothing is missing
 * from a bare name.
 */
export function readCommand(words: Word[], cli: CliIndex, { asName = false }: { asName?: boolean } = {}): ReadCommand {
  const reading: Reading = { words, cli, problems: [], slots: [], given: new Map() };
  const { problems, slots } = reading;
  const walked = walkTree(reading);
  if (!walked) return { problems, slots };
  const { node, pending } = walked;
  const asksHelp = words.some((w) => ['--help', '-h', '--version', '-v'].includes(w.value));
  if (node.children.length && !asksHelp && !asName) {
    const names = node.children.map((c) => `\`${c.name}\``).join(', ');
    report(reading, 'no-command', words.at(-1), `\`${where(node)}\` needs a command: one of ${names}`);
    return { command: node.path || undefined, problems, slots };
  }

  const flags = [...cli.globalFlags, ...node.flags];
  const positionals: Word[] = [];
  for (const index of pending) readFlag(reading, node, flags, index);
  let i = walked.next;
  while (i < words.length) {
    const word = words[i];
    if (word.value === '--') {
      if (!node.rest) report(reading, 'extra-argument', word, `\`mg ${node.path}\` passes nothing on after \`--\``);
      break;
    }
    if (word.value.startsWith('-') && word.value.length > 1 && !/^-\d/.test(word.value)) {
      i = readFlag(reading, node, flags, i);
      continue;
    }
    positionals.push(word);
    i += 1;
  }
  readArguments(reading, node, positionals);
  // Inline code that only names a command (`mg init` in a sentence) refers to it; it need not be whole.
  const onlyNamed = asName && i === words.length && !pending.length;
  if (!asksHelp && !onlyNamed) readMissing(reading, node, positionals.length);
  return { command: node.path, problems, slots };
}

/** The flag `raw` (`--dose`, `--instance-size`, `-l`) names among `flags`, if any. */
function lookupFlag(raw: string, flags: readonly Flag[]): Flag | undefined {
  const name = raw.includes('=') ? raw.slice(0, raw.indexOf('=')) : raw;
  if (name.startsWith('--')) {
    const long = name.slice(2);
    return flags.find((f) => f.name === long || f.aliases?.includes(long));
  }
  return name.length === 2 ? flags.find((f) => f.short === name[1]) : undefined;
}
