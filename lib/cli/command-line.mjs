// Reads an `mg` command as a reader would type it, against the command line's definition
// (lib/cli/definition.mjs): which command it runs, what is wrong with it (an unknown family or
// command, a flag the command does not take, a missing argument, a flag missing its value, a value
// outside the allowed set), with the closest valid spelling, and where the reader's own values sit
// (the deployment name, the domain, the AWS profile, the region) so the docs can put theirs there.
// What follows a bare `--` (ssh's remote command) is passed on and never judged.

/**
 * @typedef {{ text: string, value: string, start: number, end: number, placeholder: boolean }} Word
 * @typedef {{ kind: 'unknown-command' | 'unknown-flag' | 'missing-argument' | 'missing-flag' | 'missing-value' | 'bad-value' | 'extra-argument' | 'switch-value' | 'no-command', message: string, suggestion?: string, start: number, end: number }} Problem
 * @typedef {{ slot: 'name' | 'domain' | 'profile' | 'region', start: number, end: number }} Slot
 */

// `&&`, `||`, `;` and `|` end one command and start the next; so do the parentheses of a subshell.
const SEPARATORS = ['&&', '||', ';', '|', '(', ')'];
/** A reader's placeholder for a value they supply: <token>, <name>. */
const PLACEHOLDER = /^<[a-z][a-z0-9-]*>$/i;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** Words after which the shell still reads a command: `until mg dmt verify shop; do …`. */
const KEYWORDS = new Set(['if', 'then', 'elif', 'else', 'while', 'until', 'do', '!', '{', 'time', 'exec', 'nohup']);
/**
 * Commands that run the command after them, and which of their options take a value of their own
 * (`sudo -u deploy mg …`, `env -u HOME mg …`); their other options are switches.
 */
const RUNNERS = { command: [], env: ['-u', '--unset', '-C', '--chdir', '-S'], sudo: ['-u', '-g', '-C', '-h', '-p'] };
/** What stands in for a command substitution in the line around it: one word, offsets kept. */
const SUBSTITUTED = 'x';

/**
 * The words of one shell command line (continued over several lines by a final backslash), with
 * their offsets in it: quotes and backslashes as a shell reads them, a `#` that starts a word ends
 * the line, and `&&`, `||`, `;` and `|` stand alone (they end one command and start the next).
 * @param {string} line
 * @returns {Word[]}
 */
export function shellWords(line) {
  const words = [];
  let i = 0;
  // A backslash that ends a line continues the command on the next: it separates words.
  const continuation = (at) => line[at] === '\\' && line[at + 1] === '\n';
  while (i < line.length) {
    if (/\s/.test(line[i]) || continuation(i)) {
      i += continuation(i) ? 2 : 1;
      continue;
    }
    if (line[i] === '#') break;
    const separator = SEPARATORS.find((s) => line.startsWith(s, i));
    if (separator) {
      words.push({ text: separator, value: separator, start: i, end: i + separator.length, placeholder: false });
      i += separator.length;
      continue;
    }
    const start = i;
    let value = '';
    let quoted = false;
    while (
      i < line.length &&
      !/\s/.test(line[i]) &&
      !continuation(i) &&
      !SEPARATORS.some((s) => line.startsWith(s, i))
    ) {
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
 * single quotes), outermost first: where each one's inner command starts and ends.
 * @param {string} line
 * @returns {{ start: number, end: number, open: number }[]} `start`..`end` is the inner text, after an
 *   opening marker `open` characters long (`$(` or a backtick) and before its closing one
 */
export function substitutions(line) {
  const found = [];
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
      break;
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
function closingParen(line, from) {
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

function closingBacktick(line, from) {
  for (let i = from; i < line.length; i++) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === '`') return i;
  }
  return line.length;
}

/** The index of the word that runs as the command, past assignments, keywords and runners. */
function commandStart(words) {
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
const LINE_RUNNERS = {
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
 * `ssh host …`, `eval …`), or null when the command hands nothing on.
 * @param {Word[]} words the command's words, its command word at `first`
 * @param {number} first
 * @returns {Word[] | null}
 */
function handedOn(words, first) {
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
function textOffset(words) {
  const [one] = words;
  const simple = (w) => !w.text.includes('\\');
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
 * Commands are split at `&&`, `||`, `;`, `|` and parentheses; a command's first word is the one
 * after any `NAME=value` assignments, shell keywords (`if`, `then`, `do`, `while`, `until`, `!`,
 * `time`, …) and commands that run another (`command`, `env`, `sudo` with their options). A command
 * substitution (`$(mg dmt ip shop)`, backticks) is read as a line of its own, offsets kept, and
 * stands as one word in the line around it.
 * @param {string} line
 * @returns {{ commands: Word[][], stray: Word[], hidden: Word[] }}
 */
export function readShellLine(line) {
  const commands = [];
  const stray = [];
  const hidden = [];
  const readInner = (text, start) => {
    const inner = readShellLine(text);
    const shift = (word) => ({ ...word, start: word.start + start, end: word.end + start });
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
  let current = [];
  for (const word of [...shellWords(outer), null]) {
    if (word && !SEPARATORS.includes(word.text)) {
      current.push(word);
      continue;
    }
    const first = commandStart(current);
    const script = first < current.length ? handedOn(current, first) : null;
    if (first < current.length && current[first].value === 'mg') commands.push(current.slice(first));
    else if (script?.length) {
      const at = textOffset(script);
      if (at !== null) readInner(outer.slice(at, script.at(-1).end - (at > script[0].start ? 1 : 0)), at);
      else hidden.push(...script.filter((w) => MG_IN_TEXT.test(w.value)));
      stray.push(...current.slice(0, current.indexOf(script[0])).filter((w) => w.value === 'mg'));
    } else if (first < current.length) stray.push(...current.filter((w) => w.value === 'mg'));
    current = [];
  }
  commands.sort((a, b) => a[0].start - b[0].start);
  return { commands, stray, hidden };
}

/**
 * The `mg` commands of a shell line, in the order they stand (see readShellLine).
 * @param {string} line
 * @returns {Word[][]}
 */
export function mgCommands(line) {
  return readShellLine(line).commands;
}

/** Damerau-Levenshtein distance (an adjacent swap counts as one edit). */
export function editDistance(a, b) {
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
 * @param {string} wrong
 * @param {readonly string[]} candidates
 */
export function closest(wrong, candidates) {
  const parts = (s) => s.split('-');
  const within = candidates.filter(
    (c) => parts(c).includes(wrong) || parts(wrong).includes(c) || c.startsWith(wrong) || wrong.startsWith(c),
  );
  if (within.length) return within.sort((a, b) => a.length - b.length)[0];
  // Values such as t3.large: the one sharing the longest beginning (t3.), if it is three characters or more.
  const prefix = (c) => {
    let n = 0;
    while (n < c.length && n < wrong.length && c[n] === wrong[n]) n += 1;
    return n;
  };
  const limit = Math.min(3, Math.max(1, Math.floor(wrong.length / 3)));
  let best;
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
};

/** Why `value` is not a good value of `spec` ({ type, allowed }), or null when it is. */
function valueProblem(value, spec, what) {
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
  const pattern = VALUE_TYPES[spec.type];
  if (pattern && !pattern.test(value)) return { message: `${what} must be a ${spec.type}, not \`${value}\`` };
  if (spec.pattern && !new RegExp(spec.pattern).test(value)) {
    return { message: `${what} must match ${spec.pattern}, not \`${value}\`` };
  }
  return null;
}

const dashed = (name) => `--${name}`;

/**
 * Reads one `mg` command (its words, `mg` first) against the definition.
 * @param {Word[]} words
 * @param {import('./definition.mjs').CliIndex} cli
 * @param {{ asName?: boolean }} [options] asName: the words may just name a family or command
 *   (inline code in prose: `mg dmt`, `mg init`): nothing is missing from a bare name
 * @returns {{ command?: string, problems: Problem[], slots: Slot[] }}
 */
export function readCommand(words, cli, { asName = false } = {}) {
  const problems = [];
  const slots = [];
  const problem = (kind, word, message, suggestion) =>
    problems.push({ kind, message, suggestion, start: word?.start ?? 0, end: word?.end ?? 0 });

  // The command: words that walk down the tree, global flags allowed on the way.
  let node = cli.root;
  let i = 1;
  const pending = [];
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
      const where = node.path ? `mg ${node.path}` : 'mg';
      const names = node.children.map((c) => c.name);
      const suggestion = closest(word.value, names);
      problem(
        'unknown-command',
        word,
        `\`${where}\` has no command \`${word.value}\`: it has ${names.map((n) => `\`${n}\``).join(', ')}`,
        suggestion && `${where} ${suggestion}`,
      );
      return { problems, slots };
    }
    node = child;
    i += 1;
  }
  const asksHelp = words.some((w) => ['--help', '-h', '--version', '-v'].includes(w.value));
  if (node.children.length && !asksHelp && !asName) {
    const where = node.path ? `mg ${node.path}` : 'mg';
    problem(
      'no-command',
      words.at(-1),
      `\`${where}\` needs a command: one of ${node.children.map((c) => `\`${c.name}\``).join(', ')}`,
    );
    return { command: node.path || undefined, problems, slots };
  }

  const flags = [...cli.globalFlags, ...(node.flags ?? [])];
  const given = new Map();
  const positionals = [];
  const readFlag = (index) => {
    const word = words[index];
    const [raw, inline] = word.value.includes('=')
      ? [word.value.slice(0, word.value.indexOf('=')), word.value.slice(word.value.indexOf('=') + 1)]
      : [word.value, undefined];
    const flag = lookupFlag(raw, flags);
    if (!flag) {
      const long = raw.startsWith('--');
      const names = long
        ? flags.flatMap((f) => [f.name, ...(f.aliases ?? [])])
        : flags.flatMap((f) => (f.short ? [f.short] : []));
      const bare = raw.replace(/^--?/, '');
      const near = closest(bare, names);
      const elsewhere = long ? cli.commandsTaking(bare).filter((path) => path !== node.path) : [];
      const where = node.path ? `mg ${node.path}` : 'mg';
      const also = elsewhere.length
        ? ` (\`${raw}\` is a flag of ${elsewhere.map((p) => `\`mg ${p}\``).join(', ')})`
        : '';
      problem(
        'unknown-flag',
        word,
        `\`${where}\` takes no flag \`${raw}\`${also}`,
        near && (long ? dashed(near) : `-${near}`),
      );
      // Its value, if the flag takes one where it belongs (or the one meant does): not an argument.
      const meant = lookupFlag(long ? dashed(near ?? '') : `-${near ?? ''}`, flags);
      const takesValue = meant?.value || cli.flagTakesValue(bare);
      const next = words[index + 1];
      return inline === undefined && takesValue && next && !next.value.startsWith('-') ? index + 2 : index + 1;
    }
    given.set(flag.name, flag);
    if (!flag.value) {
      if (inline !== undefined)
        problem('switch-value', word, `\`${dashed(flag.name)}\` is a switch and takes no value`);
      return index + 1;
    }
    let value;
    let start;
    let end;
    if (inline !== undefined) {
      value = inline;
      end = word.end;
      start = end - inline.length;
    } else {
      const next = words[index + 1];
      if (!next || (next.value.startsWith('-') && !/^-\d/.test(next.value)) || next.value === '--') {
        problem('missing-value', word, `\`${dashed(flag.name)}\` needs a value: \`<${flag.value.name}>\``);
        return index + 1;
      }
      ({ value, start, end } = next);
      if (next.placeholder) {
        if (flag.value.slot) slots.push({ slot: flag.value.slot, start, end });
        return index + 2;
      }
    }
    const bad = valueProblem(value, flag.value, `\`${dashed(flag.name)}\``);
    if (bad) problem('bad-value', { start, end }, bad.message, bad.suggestion);
    else if (flag.value.slot) slots.push({ slot: flag.value.slot, start, end });
    return inline !== undefined ? index + 1 : index + 2;
  };

  for (const index of pending) readFlag(index);
  while (i < words.length) {
    const word = words[i];
    if (word.value === '--') {
      if (!node.rest) problem('extra-argument', word, `\`mg ${node.path}\` passes nothing on after \`--\``);
      break;
    }
    if (word.value.startsWith('-') && word.value.length > 1 && !/^-\d/.test(word.value)) {
      i = readFlag(i);
      continue;
    }
    positionals.push(word);
    i += 1;
  }

  const args = node.arguments ?? [];
  positionals.forEach((word, index) => {
    const arg = args[index];
    if (!arg) {
      problem(
        'extra-argument',
        word,
        `\`mg ${node.path}\` takes ${args.length ? `only ${args.map((a) => `<${a.name}>`).join(' ')}` : 'no argument'}, not \`${word.value}\``,
      );
      return;
    }
    if (word.placeholder) {
      if (arg.slot) slots.push({ slot: arg.slot, start: word.start, end: word.end });
      return;
    }
    const bad = valueProblem(
      word.value,
      { type: 'string', allowed: arg.allowed, pattern: arg.pattern },
      `\`<${arg.name}>\``,
    );
    if (bad) problem('bad-value', word, bad.message, bad.suggestion && `mg ${node.path} ${bad.suggestion}`);
    else if (arg.slot) slots.push({ slot: arg.slot, start: word.start, end: word.end });
  });
  // Inline code that only names a command (`mg init` in a sentence) refers to it; it need not be whole.
  const onlyNamed = asName && i === words.length && !pending.length;
  if (!asksHelp && !onlyNamed) {
    args.slice(positionals.length).forEach((arg) => {
      if (arg.required !== true) return;
      if (arg.requiredUnless?.some((name) => given.has(name))) return;
      problem('missing-argument', words.at(-1), `\`mg ${node.path}\` needs \`<${arg.name}>\`: ${arg.description}`);
    });
    for (const flag of node.flags ?? []) {
      if (flag.required && !given.has(flag.name)) {
        problem(
          'missing-flag',
          words.at(-1),
          `\`mg ${node.path}\` needs \`${dashed(flag.name)}\`${flag.value ? ` <${flag.value.name}>` : ''}`,
        );
      }
    }
  }
  return { command: node.path, problems, slots };
}

/** The flag `raw` (`--dose`, `--instance-size`, `-l`) names among `flags`, if any. */
function lookupFlag(raw, flags) {
  const name = raw.includes('=') ? raw.slice(0, raw.indexOf('=')) : raw;
  if (name.startsWith('--')) {
    const long = name.slice(2);
    return flags.find((f) => f.name === long || f.aliases?.includes(long));
  }
  return name.length === 2 ? flags.find((f) => f.short === name[1]) : undefined;
}
