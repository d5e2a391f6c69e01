// Reads shell text as the shell runs it: a script of commands joined by `&&`, `||`, `;`, `&` and
// line ends, with pipelines, subshells, brace groups, `if`, `case` and the `for`, `while` and
// `until` loops, each simple command with its assignments, words and redirections, and the
// commands of its substitutions (`$(…)`, backticks). The words come from the shell word reader of
// lib/cli/command-line.ts; this module gives them their structure. It is what the procedure check
// (lib/cli/procedure.ts) reads a code block with, and what tells a shell block's display which
// lines continue a command (a loop's body, a line after a trailing `&&`: lib/mdx/shell.ts).
//
// It reads the POSIX shell's grammar, as bash and zsh run it; a construct it does not know (a
// function definition, `[[ … && … ]]`, a here-document's body) is read as plain words, or refused
// with a ShellSyntaxError, never guessed.
import {
  COMMAND_ENDS,
  splitRedirections,
  shellWords,
  substitutions,
  type Redirection,
  type Word,
} from './command-line.ts';

/** A command with no structure of its own: `backup=$(mktemp -d) mg dmt ssh shop -- cat x > "$backup/x"`. */
export interface SimpleCommand {
  type: 'simple';
  /** Its `NAME=value` words before the command word. */
  assignments: Word[];
  /** The command and its arguments, redirections taken out. */
  words: Word[];
  redirections: Redirection[];
  /** The scripts of its command substitutions, which run before it. */
  substituted: Script;
  start: number;
  end: number;
}

/** `( list )` runs in a subshell; `{ list; }` in the shell itself. */
export interface Group {
  type: 'group';
  subshell: boolean;
  body: Script;
  redirections: Redirection[];
  start: number;
}

/** `for name in words; do …; done`, `while list; do …; done`, `until list; do …; done`. */
export interface Loop {
  type: 'loop';
  keyword: 'for' | 'while' | 'until';
  /** A for loop's words (undefined: the script's arguments, `"$@"`). */
  items?: Word[];
  /** A while or until loop's condition. */
  condition: Script;
  body: Script;
  redirections: Redirection[];
  start: number;
}

/** `if list; then list; [elif list; then list;] [else list;] fi`. */
export interface If {
  type: 'if';
  branches: { condition: Script; body: Script }[];
  otherwise?: Script;
  redirections: Redirection[];
  start: number;
}

/** `case word in pattern) list;; … esac`. */
export interface Case {
  type: 'case';
  subject: Word;
  items: { patterns: Word[]; body: Script }[];
  redirections: Redirection[];
  start: number;
}

export type Command = SimpleCommand | Group | Loop | If | Case;

/** Commands joined by `|`, maybe negated by `!`: its status is its last command's (or its negation). */
export interface Pipeline {
  negated: boolean;
  commands: Command[];
}

/** Pipelines joined by `&&` and `||` (`ops[i]` stands between `pipelines[i]` and `pipelines[i + 1]`). */
export interface AndOr {
  pipelines: Pipeline[];
  ops: ('&&' | '||')[];
  /** Ended by a lone `&`: it runs in the background and the script goes on at once. */
  background: boolean;
}

/** A list of and-or lists, run one after the other. */
export type Script = AndOr[];

/** Text the shell would not run: a construct left open, or a word where the grammar has none. */
export class ShellSyntaxError extends Error {
  /** Where in the text, as an offset. */
  at: number;
  /** The text ended while a construct was open: the shell would ask for another line. */
  incomplete: boolean;
  constructor(message: string, at: number, incomplete: boolean) {
    super(message);
    this.name = 'ShellSyntaxError';
    this.at = at;
    this.incomplete = incomplete;
  }
}

/** A word of the script, or the operator a separator is (`op`). */
interface Token extends Word {
  op?: string;
  /** The inner ranges of the command substitutions in it. */
  substitutions: { start: number; end: number }[];
}

/** The words that stand alone in a command's place: the parser's reserved words. */
const RESERVED = new Set([
  'if',
  'then',
  'elif',
  'else',
  'fi',
  'do',
  'done',
  'for',
  'while',
  'until',
  'case',
  'esac',
  '{',
  '}',
  '!',
]);

/** Where each `$((…))` arithmetic expansion of `text` stands, markers included (its parentheses are no subshell). */
function arithmetic(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  let at = text.indexOf('$((');
  while (at !== -1) {
    let depth = 0;
    let end = text.length;
    for (let i = at + 1; i < text.length; i++) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    found.push({ start: at, end });
    at = text.indexOf('$((', end);
  }
  return found;
}

/** Whether `text` ends inside a quote (outside comments), where the shell would read on. */
function openQuote(text: string): number | null {
  let quote = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === "'") {
      if (c === "'") quote = '';
    } else if (c === '\\') i += 1;
    else if (quote === '"') {
      if (c === '"') quote = '';
    } else if (c === "'" || c === '"') {
      quote = c;
      from = i;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      const end = text.indexOf('\n', i);
      if (end === -1) break;
      i = end;
    }
  }
  return quote ? from : null;
}

/**
 * The value of a word written `text` at `start`, as the shell reads its quotes, with the text of its
 * substitutions and arithmetic expansions (`hidden`) kept as written.
 */
function valueWith(text: string, start: number, hidden: { start: number; end: number }[]): string {
  const inside = hidden.filter((h) => h.start >= start && h.end <= start + text.length);
  if (!inside.length) return shellWords(text)[0]?.value ?? '';
  // Each hidden part stands as a mark no quote or space can be part of, then is put back.
  let marked = '';
  let at = 0;
  inside.forEach((h, i) => {
    marked += `${text.slice(at, h.start - start)}\u0001${i}\u0001`;
    at = h.end - start;
  });
  marked += text.slice(at);
  const value = shellWords(marked)[0]?.value ?? '';
  return value.replace(/\u0001(\d+)\u0001/g, (_, i: string) =>
    text.slice(inside[Number(i)].start - start, inside[Number(i)].end - start),
  );
}

/** The tokens of `text`: its words as the shell reads them, substitutions kept whole, and its separators. */
function tokenize(text: string): Token[] {
  const quoteAt = openQuote(text);
  if (quoteAt !== null) throw new ShellSyntaxError('a quote is never closed', quoteAt, true);
  const subs = substitutions(text);
  // Each substitution and arithmetic expansion stands as one plain word in the text around it.
  const hidden = [...subs.map(({ start, end, open }) => ({ start: start - open, end: end + 1 })), ...arithmetic(text)];
  let masked = text;
  for (const { start, end } of hidden) {
    const to = Math.min(end, text.length);
    masked = masked.slice(0, start) + masked.slice(start, to).replace(/[^\n]/g, 'x') + masked.slice(to);
  }
  const tokens: Token[] = [];
  for (const word of shellWords(masked)) {
    const text_ = text.slice(word.start, word.end);
    const inside = subs
      .filter((s) => s.start >= word.start && s.end <= word.end)
      .map(({ start, end }) => ({ start, end }));
    const token: Token = { ...word, text: text_, value: valueWith(text_, word.start, hidden), substitutions: inside };
    if (COMMAND_ENDS.has(word.text) && word.text === text_) token.op = word.text;
    // `;;` ends a case item.
    const last = tokens.at(-1);
    if (token.op === ';' && last?.op === ';' && last.end === token.start) {
      last.op = ';;';
      last.text = last.value = ';;';
      last.end = token.end;
      continue;
    }
    tokens.push(token);
  }
  return tokens;
}

/** A recursive-descent reading of the tokens (the shell's grammar, without what the module's header leaves out). */
class Parser {
  private at = 0;
  private readonly tokens: Token[];
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
    this.tokens = tokenize(text);
  }

  script(): Script {
    const list = this.list(new Set());
    const left = this.peek();
    if (left) throw this.error(`\`${left.text}\` stands where no command can`, left);
    return list;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private error(message: string, token?: Token): ShellSyntaxError {
    return token
      ? new ShellSyntaxError(message, token.start, false)
      : new ShellSyntaxError(message, this.text.length, true);
  }

  /** Whether the next token is the reserved word `word` (unquoted, in a command's place). */
  private atWord(word: string, token = this.peek()): boolean {
    return Boolean(token && !token.op && token.text === word);
  }

  private atOp(op: string, token = this.peek()): boolean {
    return token?.op === op;
  }

  private expectWord(word: string): Token {
    const token = this.peek();
    if (!token) throw this.error(`\`${word}\` is missing`);
    if (!this.atWord(word)) throw this.error(`\`${word}\` is missing before \`${token.text}\``, token);
    this.at += 1;
    return token;
  }

  private expectOp(op: string): void {
    const token = this.peek();
    if (!token) throw this.error(`\`${op}\` is missing`);
    if (!this.atOp(op)) throw this.error(`\`${op}\` is missing before \`${token.text}\``, token);
    this.at += 1;
  }

  private skipNewlines(): void {
    while (this.atOp('\n')) this.at += 1;
  }

  /** And-or lists up to one of `ends` (a reserved word, `)` or `;;`), or the text's end. */
  private list(ends: Set<string>): Script {
    const list: Script = [];
    for (;;) {
      while (this.atOp('\n') || this.atOp(';')) this.at += 1;
      const token = this.peek();
      if (!token) return list;
      if ((token.op && ends.has(token.op)) || (!token.op && ends.has(token.text))) return list;
      const andOr = this.andOr();
      if (this.atOp('&')) {
        andOr.background = true;
        this.at += 1;
      }
      list.push(andOr);
    }
  }

  private andOr(): AndOr {
    const result: AndOr = { pipelines: [this.pipeline()], ops: [], background: false };
    while (this.atOp('&&') || this.atOp('||')) {
      result.ops.push(this.peek()!.op as '&&' | '||');
      this.at += 1;
      this.skipNewlines();
      if (!this.peek()) throw this.error('a command is missing after `&&` or `||`');
      result.pipelines.push(this.pipeline());
    }
    return result;
  }

  private pipeline(): Pipeline {
    const negated = this.atWord('!');
    if (negated) this.at += 1;
    const commands = [this.command()];
    while (this.atOp('|')) {
      this.at += 1;
      this.skipNewlines();
      if (!this.peek()) throw this.error('a command is missing after `|`');
      commands.push(this.command());
    }
    return { negated, commands };
  }

  private command(): Command {
    const token = this.peek();
    if (!token) throw this.error('a command is missing');
    let command: Command;
    if (this.atOp('(')) command = this.group(true);
    else if (this.atWord('{')) command = this.group(false);
    else if (this.atWord('for')) command = this.forLoop();
    else if (this.atWord('while') || this.atWord('until')) command = this.conditionLoop();
    else if (this.atWord('if')) command = this.ifCommand();
    else if (this.atWord('case')) command = this.caseCommand();
    else if (token.op) throw this.error(`\`${token.text}\` stands where a command should`, token);
    else if (RESERVED.has(token.text) && token.text !== '!')
      throw this.error(`\`${token.text}\` stands where a command should`, token);
    else return this.simple();
    // A compound command's own redirections: `for …; done > log`.
    command.redirections = this.trailingRedirections();
    return command;
  }

  private trailingRedirections(): Redirection[] {
    const words: Token[] = [];
    while (this.peek() && !this.peek()!.op) {
      words.push(this.peek()!);
      this.at += 1;
    }
    const { words: left, redirections } = splitRedirections(words);
    if (left.length) throw this.error(`\`${left[0].text}\` follows a compound command`, left[0] as Token);
    return redirections;
  }

  private simple(): SimpleCommand {
    const tokens: Token[] = [];
    while (this.peek() && !this.peek()!.op) {
      tokens.push(this.peek()!);
      this.at += 1;
    }
    const { words, redirections } = splitRedirections(tokens);
    let first = 0;
    while (first < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[first].text)) first += 1;
    const substituted = tokens.flatMap((token) =>
      token.substitutions.flatMap(({ start, end }) => shift(new Parser(this.text.slice(start, end)).script(), start)),
    );
    return {
      type: 'simple',
      assignments: words.slice(0, first),
      words: words.slice(first),
      redirections,
      substituted,
      start: tokens[0].start,
      end: tokens.at(-1)!.end,
    };
  }

  private group(subshell: boolean): Group {
    const start = this.peek()!.start;
    this.at += 1;
    const body = this.list(new Set([subshell ? ')' : '}']));
    if (subshell) this.expectOp(')');
    else this.expectWord('}');
    return { type: 'group', subshell, body, redirections: [], start };
  }

  /** `keyword`, then the word it needs (a for loop's variable, a case's subject): no operator. */
  private keywordThenWord(keyword: string, needs: string): { start: number; word: Token } {
    const start = this.expectWord(keyword).start;
    const word = this.peek();
    if (!word || word.op) throw this.error(`\`${keyword}\` needs ${needs}`, word);
    this.at += 1;
    return { start, word };
  }

  /** A loop's body: `do`, the commands, `done`. */
  private loopBody(): Script {
    this.expectWord('do');
    const body = this.list(new Set(['done']));
    this.expectWord('done');
    return body;
  }

  private forLoop(): Loop {
    const { start } = this.keywordThenWord('for', 'a variable name');
    let items: Word[] | undefined;
    this.skipNewlines();
    if (this.atWord('in')) {
      this.at += 1;
      items = [];
      while (this.peek() && !this.peek()!.op) {
        items.push(this.peek()!);
        this.at += 1;
      }
    }
    while (this.atOp(';') || this.atOp('\n')) this.at += 1;
    const body = this.loopBody();
    return { type: 'loop', keyword: 'for', items, condition: [], body, redirections: [], start };
  }

  private conditionLoop(): Loop {
    const token = this.peek()!;
    this.at += 1;
    const condition = this.list(new Set(['do']));
    const body = this.loopBody();
    const keyword = token.text as 'while' | 'until';
    return { type: 'loop', keyword, condition, body, redirections: [], start: token.start };
  }

  private ifCommand(): If {
    const start = this.expectWord('if').start;
    const branches: If['branches'] = [];
    let otherwise: Script | undefined;
    for (;;) {
      const condition = this.list(new Set(['then']));
      this.expectWord('then');
      const body = this.list(new Set(['elif', 'else', 'fi']));
      branches.push({ condition, body });
      if (this.atWord('elif')) {
        this.at += 1;
        continue;
      }
      if (this.atWord('else')) {
        this.at += 1;
        otherwise = this.list(new Set(['fi']));
      }
      this.expectWord('fi');
      return { type: 'if', branches, otherwise, redirections: [], start };
    }
  }

  private caseCommand(): Case {
    const { start, word: subject } = this.keywordThenWord('case', 'a word');
    this.skipNewlines();
    this.expectWord('in');
    const items: Case['items'] = [];
    for (;;) {
      this.skipNewlines();
      if (this.atWord('esac') || !this.peek()) break;
      if (this.atOp('(')) this.at += 1;
      const patterns: Word[] = [];
      while (this.peek() && !this.atOp(')')) {
        const token = this.peek()!;
        if (!token.op) patterns.push(token);
        else if (token.op !== '|') throw this.error(`\`${token.text}\` stands in a case pattern`, token);
        this.at += 1;
      }
      this.expectOp(')');
      const body = this.list(new Set([';;', 'esac']));
      items.push({ patterns, body });
      if (this.atOp(';;')) this.at += 1;
    }
    this.expectWord('esac');
    return { type: 'case', subject, items, redirections: [], start };
  }
}

/** A script read from a substitution's text, its offsets moved to where that text stands. */
function shift(script: Script, by: number): Script {
  const word = <T extends Word>(w: T): T => ({ ...w, start: w.start + by, end: w.end + by });
  const redirections = (list: Redirection[]) =>
    list.map((r) => ({ ...r, target: r.target && word(r.target), words: r.words.map(word) }));
  const command = (c: Command): Command => {
    switch (c.type) {
      case 'simple':
        return {
          ...c,
          assignments: c.assignments.map(word),
          words: c.words.map(word),
          redirections: redirections(c.redirections),
          substituted: shift(c.substituted, by),
          start: c.start + by,
          end: c.end + by,
        };
      case 'group':
        return { ...c, body: shift(c.body, by), redirections: redirections(c.redirections), start: c.start + by };
      case 'loop':
        return {
          ...c,
          items: c.items?.map(word),
          condition: shift(c.condition, by),
          body: shift(c.body, by),
          redirections: redirections(c.redirections),
          start: c.start + by,
        };
      case 'if':
        return {
          ...c,
          branches: c.branches.map((b) => ({ condition: shift(b.condition, by), body: shift(b.body, by) })),
          otherwise: c.otherwise && shift(c.otherwise, by),
          redirections: redirections(c.redirections),
          start: c.start + by,
        };
      case 'case':
        return {
          ...c,
          subject: word(c.subject),
          items: c.items.map((i) => ({ patterns: i.patterns.map(word), body: shift(i.body, by) })),
          redirections: redirections(c.redirections),
          start: c.start + by,
        };
    }
  };
  return script.map((a) => ({
    ...a,
    pipelines: a.pipelines.map((p) => ({ ...p, commands: p.commands.map(command) })),
  }));
}

/** Reads `text` as a script; throws a ShellSyntaxError where the shell would not run it. */
export function parseScript(text: string): Script {
  return new Parser(text).script();
}

/** Whether the shell, given `text`, would ask for another line: a quote, a loop, an `if` or a group left open, or a final `&&`, `||` or `|`. */
export function needsMore(text: string): boolean {
  try {
    parseScript(text);
    return false;
  } catch (error) {
    return error instanceof ShellSyntaxError && error.incomplete;
  }
}
