// The docs' procedures held to the model of what mg does. A shell block is what a reader pastes
// into a terminal and runs as a whole: this module reads it as the script the shell runs
// (lib/cli/shell-script.ts), knows each of its mg commands from the definition (content/cli/mg.json:
// which commands never return, which are irreversible, which exit code means "not yet", which
// files on the machine hold secrets) and refuses a block that, run as written, would do harm:
// - never-returns: a command that never ends by itself (`mg lsd logs` follows the logs until
//   Ctrl-C) with a command after it, which never runs, or runs only once the reader gives up;
// - status-loop: a loop whose course an mg command's exit status decides, unless the command has a
//   "not yet" exit code, the loop compares the status with it (stopping on any other: a mistyped
//   name or expired credentials are no reason to wait), and the loop has a limit;
// - unchecked-before-irreversible: an irreversible command (`mg dmt nuke`) after a step whose
//   result nothing checks: a failed backup would go unnoticed and the data with it. A step is
//   checked when `set -e` is in force for it, when the irreversible command runs only if it
//   succeeded (an `&&` chain, an `if` condition), or when a test guarding the command (`test -s`,
//   `[ … ]`, `grep -q`) names the file it wrote. A step with no result to check (an mg command that
//   only reads and prints, `echo`, an assignment of a plain value) needs none;
// - secret-in-project: a file on the machine that holds secrets (the app's `.env`) copied into a
//   path inside the project's folder, where git can commit it. Outside it: an absolute path, `~/…`,
//   `$HOME/…`, `$TMPDIR/…`, or a variable set to one of those or to `$(mktemp …)` in the block.
// A block the shell would not run as written is refused too (unreadable). Each problem names its
// line in the block; lib/mdx/cli-reference.ts runs this over every POSIX shell block of every page.
import { commandStart, readCommand, shellWords, type Word } from './command-line.ts';
import {
  ShellSyntaxError,
  parseScript,
  type AndOr,
  type Command,
  type Loop,
  type Script,
  type SimpleCommand,
} from './shell-script.ts';
import type { CliIndex, CommandNode } from './types.ts';

export type ProcedureRule =
  'never-returns' | 'status-loop' | 'unchecked-before-irreversible' | 'secret-in-project' | 'unreadable';

/** A problem of a block, at a line of it (counted from 0). */
export interface ProcedureProblem {
  rule: ProcedureRule;
  line: number;
  message: string;
}

/** One simple command as the script runs it, with what the rules need to know of its place. */
interface Step {
  command: SimpleCommand;
  /** The mg command it runs, if it runs one. */
  mg?: { node: CommandNode; words: Word[] };
  /** Its position in execution order. */
  index: number;
  /** The and-or list it stands in (for a substituted command, its outer command's), and the pipeline's place in it. */
  andOr: AndOr;
  pipeline: number;
  /** Whether it is its pipeline's last command, whose status is the pipeline's. */
  last: boolean;
  negated: boolean;
  /** The steps whose success it runs only after: earlier parts of an `&&` chain, the conditions of the `if` and `while` around it. */
  guards: Step[];
  /** The loops it stands in, outermost first. */
  loops: Loop[];
  /** It runs in the background (`&`), and the script goes on without waiting. */
  background: boolean;
  /** It stands in a condition (of `if`, `while`, `until`), whose failure `set -e` ignores. */
  inCondition: boolean;
  /** It runs in a command substitution of another step. */
  substituted: boolean;
  /** `set -e` and `set -o pipefail` in force when it runs. */
  errexit: boolean;
  pipefail: boolean;
}

/** The shell options the walk follows. */
interface Options {
  errexit: boolean;
  pipefail: boolean;
}

/** Where the walk stands: the guards, loops and condition around what it reads. */
interface Context {
  guards: Step[];
  loops: Loop[];
  background: boolean;
  inCondition: boolean;
  /** The options of the shell the step runs in: a subshell's own copy, or the script's. */
  options: Options;
  /** The script's own options: `set -e` in a subshell ends the subshell, never the script. */
  top: Options;
}

/** Commands that test and change nothing: their status is a check. */
const TESTS = new Set(['test', '[', '[[']);
/** Commands with no result of their own to check: they print, wait or set the shell up. */
const NO_RESULT = new Set(['echo', 'printf', 'sleep', 'set', 'export', ':', 'true', 'unset']);
const NUMERIC_COMPARISONS = new Set(['-lt', '-le', '-gt', '-ge', '-eq', '-ne']);

/** The steps of a script in the order they run, each with its place. */
function steps(script: Script, cli: CliIndex): Step[] {
  const found: Step[] = [];
  const options: Options = { errexit: false, pipefail: false };
  const context: Context = { guards: [], loops: [], background: false, inCondition: false, options, top: options };
  walkList(script, context, cli, found);
  return found;
}

function walkList(list: Script, context: Context, cli: CliIndex, found: Step[]): Step[] {
  const stepsOfList: Step[] = [];
  for (const andOr of list)
    stepsOfList.push(
      ...walkAndOr(andOr, { ...context, background: context.background || andOr.background }, cli, found),
    );
  return stepsOfList;
}

/** The steps of an and-or list; each pipeline runs only after the ones chained to it by `&&` succeeded. */
function walkAndOr(andOr: AndOr, context: Context, cli: CliIndex, found: Step[]): Step[] {
  const all: Step[] = [];
  const lastOf: Step[][] = []; // each pipeline's steps whose status is its status
  andOr.pipelines.forEach((pipeline, p) => {
    const guards = [...context.guards];
    for (let q = p - 1; q >= 0 && andOr.ops[q] === '&&'; q--) guards.push(...lastOf[q].filter((s) => !s.negated));
    const own: Step[] = [];
    pipeline.commands.forEach((command, c) => {
      const last = c === pipeline.commands.length - 1;
      const place = { andOr, pipeline: p, last, negated: pipeline.negated };
      own.push(...walkCommand(command, { ...context, guards }, place, cli, found));
    });
    lastOf.push(own.filter((s) => s.last || context.options.pipefail));
    all.push(...own);
  });
  return all;
}

type Place = Pick<Step, 'andOr' | 'pipeline' | 'last' | 'negated'>;

function walkCommand(command: Command, context: Context, place: Place, cli: CliIndex, found: Step[]): Step[] {
  switch (command.type) {
    case 'simple':
      return walkSimple(command, context, place, cli, found);
    case 'group': {
      // A subshell's `set -e` ends with it; a brace group's stays.
      const options = command.subshell ? { ...context.options } : context.options;
      return walkList(command.body, { ...context, options }, cli, found);
    }
    case 'loop': {
      const inner = { ...context, loops: [...context.loops, command] };
      const condition = walkList(command.condition, { ...inner, inCondition: true }, cli, found);
      // A while loop's body runs once its condition succeeded: the condition's last and-or guards it.
      const guards = command.keyword === 'while' ? decisive(command.condition, condition) : [];
      return [...condition, ...walkList(command.body, { ...inner, guards: [...inner.guards, ...guards] }, cli, found)];
    }
    case 'if': {
      const all: Step[] = [];
      for (const branch of command.branches) {
        const condition = walkList(branch.condition, { ...context, inCondition: true }, cli, found);
        const guards = decisive(branch.condition, condition);
        all.push(
          ...condition,
          ...walkList(branch.body, { ...context, guards: [...context.guards, ...guards] }, cli, found),
        );
      }
      if (command.otherwise) all.push(...walkList(command.otherwise, context, cli, found));
      return all;
    }
    case 'case':
      return command.items.flatMap((item) => walkList(item.body, context, cli, found));
  }
}

/** The steps of a condition whose success its body runs after: its last and-or list's, chained by `&&` to its end. */
function decisive(condition: Script, stepsOfCondition: Step[]): Step[] {
  const last = condition.at(-1);
  if (!last) return [];
  const chained = (p: number) => last.ops.slice(p).every((op) => op === '&&');
  return stepsOfCondition.filter((s) => s.andOr === last && chained(s.pipeline) && !s.negated && s.last);
}

function walkSimple(command: SimpleCommand, context: Context, place: Place, cli: CliIndex, found: Step[]): Step[] {
  // Its substitutions run first, as part of it.
  const inner: Step[] = [];
  walkList(command.substituted, { ...context, inCondition: true }, cli, inner);
  for (const step of inner) {
    step.substituted = true;
    step.index = found.length;
    found.push(step);
  }
  const first = commandStart(command.words);
  const word = command.words[first];
  let mg: Step['mg'];
  if (word?.value === 'mg') {
    const words = command.words.slice(first);
    const path = readCommand(words, cli).command;
    const node = path ? cli.commands.get(path) : undefined;
    if (node && !node.children.length) mg = { node, words };
  }
  if (word?.value === 'set') setOptions(command.words.slice(first + 1), context.options);
  const step: Step = {
    command,
    mg,
    index: found.length,
    ...place,
    guards: context.guards,
    loops: context.loops,
    background: context.background,
    inCondition: context.inCondition,
    substituted: false,
    // A failure ends the script only where the script's own `set -e` holds (a subshell inherits it).
    errexit: context.top.errexit && context.options.errexit,
    pipefail: context.options.pipefail,
  };
  found.push(step);
  return [step];
}

/** `set -e`, `set -euo pipefail`, `set -o errexit`, `set +e`: the options the walk follows. */
function setOptions(args: Word[], options: Options) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i].value;
    const on = arg.startsWith('-');
    if (!/^[-+][a-z]+$/.test(arg)) continue;
    if (arg.includes('e')) options.errexit = on;
    if (arg.slice(1).includes('o')) {
      const name = args[i + 1]?.value;
      if (name === 'errexit') options.errexit = on;
      if (name === 'pipefail') options.pipefail = on;
      i += 1;
    }
  }
}

/** The command as written, on one line. */
const written = (text: string, step: Step) =>
  text
    .slice(step.command.start, step.command.end)
    .replace(/\s*\\\n\s*/g, ' ')
    .replace(/\s*\n\s*/g, ' ');

const commandWord = (step: Step) => step.command.words[commandStart(step.command.words)]?.value;

/** The rest of an mg command after its bare `--`, as the remote shell reads it. */
function restOf(step: Step): Word[] {
  const words = step.mg?.words ?? [];
  const dashes = words.findIndex((w) => w.value === '--');
  if (dashes === -1) return [];
  const rest = words.slice(dashes + 1);
  // One quoted string is read again, as the remote shell reads it.
  return rest.length === 1 && /\s/.test(rest[0].value) ? shellWords(rest[0].value) : rest;
}

/** never-returns: no command runs after one that never ends by itself. */
function neverReturnsProblems(all: Step[], text: string, lineOf: (at: number) => number): ProcedureProblem[] {
  const problems: ProcedureProblem[] = [];
  for (const step of all) {
    const endless = step.mg?.node.neverReturns;
    if (!endless || step.background) continue;
    if (endless.unlessRest && restOf(step).length) continue;
    // What runs beside it in its pipeline is no command after it.
    const after = all.find(
      (other) => other.index > step.index && !(other.andOr === step.andOr && other.pipeline === step.pipeline),
    );
    if (!after) continue;
    const ends = endless.until === 'ctrl-c' ? 'until you press Ctrl-C' : 'until you leave it with `exit`';
    problems.push({
      rule: 'never-returns',
      line: lineOf(step.command.start),
      message: `\`${written(text, step)}\` never returns (it ${endless.does} ${ends}), so \`${written(text, after)}\` after it never runs, or runs only once you stop it: end the block with it, or give it a block of its own`,
    });
  }
  return problems;
}

/** Whether a word reads a status: `$?`, or a variable set from it. */
const readsStatus = (word: Word, statusVariables: Set<string>) =>
  word.text.includes('$?') ||
  [...statusVariables].some((name) => new RegExp(`\\$(\\{${name}\\}|${name}(?![A-Za-z0-9_]))`).test(word.text));

/** Every command of a list, nested ones included. */
function commandsOf(list: Script): Command[] {
  const all: Command[] = [];
  const visit = (command: Command) => {
    all.push(command);
    if (command.type === 'group') command.body.forEach(visitAndOr);
    else if (command.type === 'loop') [...command.condition, ...command.body].forEach(visitAndOr);
    else if (command.type === 'if') {
      for (const b of command.branches) [...b.condition, ...b.body].forEach(visitAndOr);
      command.otherwise?.forEach(visitAndOr);
    } else if (command.type === 'case') command.items.forEach((i) => i.body.forEach(visitAndOr));
  };
  const visitAndOr = (andOr: AndOr) => andOr.pipelines.forEach((p) => p.commands.forEach(visit));
  list.forEach(visitAndOr);
  return all;
}

/** Whether a step's status decides what its loop does next: a condition, `&&`/`||`, `!`, or `$?` read right after it. */
function statusUsed(step: Step, loop: Loop, statusVariables: Set<string>): boolean {
  if (!step.last || step.substituted) return false;
  if (step.negated || step.pipeline < step.andOr.ops.length) return true;
  const lists = [loop.condition, loop.body, ...commandsOf(loop.body).flatMap(listsOf)];
  for (const list of lists) {
    const at = list.indexOf(step.andOr);
    if (at === -1) continue;
    if (list === loop.condition && at === list.length - 1) return true;
    const next = list[at + 1]?.pipelines[0]?.commands[0];
    if (next?.type === 'simple' && [...next.assignments, ...next.words].some((w) => readsStatus(w, statusVariables)))
      return true;
    if (next?.type === 'if' || next?.type === 'case') {
      const words = next.type === 'case' ? [next.subject] : commandsOf(next.branches[0].condition).flatMap(wordsOf);
      if (words.some((w) => readsStatus(w, statusVariables))) return true;
    }
  }
  // The last command of an `if` condition inside the loop.
  return commandsOf(loop.body)
    .concat(commandsOf(loop.condition))
    .some((c) => c.type === 'if' && c.branches.some((b) => b.condition.at(-1) === step.andOr));
}

/** The lists a compound command holds. */
function listsOf(command: Command): Script[] {
  if (command.type === 'group') return [command.body];
  if (command.type === 'loop') return [command.condition, command.body];
  if (command.type === 'if')
    return [...command.branches.flatMap((b) => [b.condition, b.body]), command.otherwise ?? []];
  if (command.type === 'case') return command.items.map((i) => i.body);
  return [];
}

const wordsOf = (command: Command): Word[] =>
  command.type === 'simple'
    ? [...command.assignments, ...command.words]
    : command.type === 'case'
      ? [command.subject]
      : [];

/** status-loop: a loop an mg command's status drives waits only on its "not yet" code, and not forever. */
function statusLoopProblems(
  script: Script,
  all: Step[],
  text: string,
  lineOf: (at: number) => number,
): ProcedureProblem[] {
  const problems: ProcedureProblem[] = [];
  const loops = commandsOf(script).filter((c): c is Loop => c.type === 'loop');
  for (const loop of loops) {
    const inside = commandsOf([...loop.condition, ...loop.body]);
    const statusVariables = new Set(
      inside
        .flatMap((c) => (c.type === 'simple' ? c.assignments : []))
        .flatMap((w) => {
          const match = /^([A-Za-z_][A-Za-z0-9_]*)="?\$\?"?$/.exec(w.text);
          return match ? [match[1]] : [];
        }),
    );
    const driving = all.filter((s) => s.mg && s.loops.at(-1) === loop && statusUsed(s, loop, statusVariables));
    if (!driving.length) continue;
    const tests = inside.filter(
      (c): c is SimpleCommand => c.type === 'simple' && TESTS.has(c.words[commandStart(c.words)]?.value ?? ''),
    );
    const bounded =
      loop.keyword === 'for' ||
      commandsOf(loop.condition).some(
        (c) =>
          c.type === 'simple' &&
          TESTS.has(c.words[commandStart(c.words)]?.value ?? '') &&
          c.words.some((w) => NUMERIC_COMPARISONS.has(w.value)),
      );
    for (const step of driving) {
      const { node } = step.mg!;
      const name = `\`${written(text, step)}\``;
      const line = lineOf(step.command.start);
      const notYet = node.exitCodes.find((c) => c.notYet);
      if (!notYet) {
        problems.push({
          rule: 'status-loop',
          line,
          message: `${name} decides a loop by its exit status, but no exit code of \`mg ${node.path}\` means "not yet": the loop retries every failure (a mistyped name, expired credentials) as if it were one`,
        });
      } else {
        const code = String(notYet.code);
        const compares =
          tests.some(
            (t) => t.words.some((w) => w.value === code) && t.words.some((w) => readsStatus(w, statusVariables)),
          ) ||
          inside.some(
            (c) =>
              c.type === 'case' &&
              readsStatus(c.subject, statusVariables) &&
              c.items.some((i) => i.patterns.some((p) => p.value === code)),
          );
        if (!compares)
          problems.push({
            rule: 'status-loop',
            line,
            message: `${name} decides a loop by its exit status, but the loop does not tell its code ${code} (not yet: ${notYet.meaning}) from a failure such as a mistyped name or expired credentials: compare the status with ${code}, and stop on any other`,
          });
      }
      if (!bounded)
        problems.push({
          rule: 'status-loop',
          line,
          message: `${name} decides a loop that has no limit: if what it waits for never comes, the loop never ends; count the tries (\`for attempt in $(seq 30)\`)`,
        });
    }
  }
  return problems;
}

/** The files a step writes its output to: its redirections', and `tee`'s after it in its pipeline. */
function outputFiles(step: Step, all: Step[]): Word[] {
  const files = step.command.redirections
    .filter((r) => ['>', '>>', '>|'].includes(r.op) && ['', '1', '&'].includes(r.fd) && r.target)
    .map((r) => r.target!);
  const tee = all.find(
    (s) => s.andOr === step.andOr && s.pipeline === step.pipeline && s.index > step.index && commandWord(s) === 'tee',
  );
  if (tee)
    files.push(...tee.command.words.slice(commandStart(tee.command.words) + 1).filter((w) => !w.value.startsWith('-')));
  return files;
}

/** Whether a step has a result worth checking: it changes something, writes a file, or sets a variable from a command. */
function hasResult(step: Step): boolean {
  const { command } = step;
  const word = commandWord(step);
  const writes = command.redirections.some(
    (r) => r.op.startsWith('>') && !/^\d+$|^-$|^\/dev\/null$/.test(r.target?.value ?? ''),
  );
  if (writes) return true;
  if (!word) return command.substituted.length > 0; // an assignment: its substitution's status
  if (TESTS.has(word) || (NO_RESULT.has(word) && !command.substituted.length)) return false;
  if (step.mg) {
    const readsOnly = step.mg.node.effects.every((e) => e.effect === 'reads');
    return !readsOnly || restOf(step).length > 0;
  }
  return true;
}

/** A test among a step's guards that names `file`. */
const testNames = (guards: Step[], file: Word) =>
  guards.some(
    (g) =>
      (TESTS.has(commandWord(g) ?? '') ||
        (commandWord(g) === 'grep' && g.command.words.some((w) => /^-[a-z]*q/.test(w.value)))) &&
      g.command.words.some((w) => w.text === file.text || w.value === file.value),
  );

/**
 * Whether an earlier step's result is checked before `irreversible` runs: it guards it, `set -e`
 * holds for it, a test guarding it names every file it wrote, or it guards a later step that is
 * checked (a failed `dir=$(mktemp -d)` fails the copy into it, which the test finds).
 */
function checked(step: Step, irreversible: Step, all: Step[]): boolean {
  if (irreversible.guards.includes(step)) return true;
  const guarded = all.filter(
    (later) => later.index > step.index && later.index < irreversible.index && later.guards.includes(step),
  );
  if (guarded.some((later) => checked(later, irreversible, all))) return true;
  const errexitApplies =
    step.errexit &&
    !step.inCondition &&
    !step.negated &&
    step.pipeline === step.andOr.ops.length &&
    (step.last || step.pipefail);
  if (errexitApplies) return true;
  const files = outputFiles(step, all);
  return files.length > 0 && files.every((file) => testNames(irreversible.guards, file));
}

/** unchecked-before-irreversible: every step before an irreversible command has its result checked. */
function irreversibleProblems(all: Step[], text: string, lineOf: (at: number) => number): ProcedureProblem[] {
  const problems: ProcedureProblem[] = [];
  for (const step of all) {
    const irreversible = step.mg?.node.irreversible;
    if (!irreversible) continue;
    const unchecked = all.find(
      (before) => before.index < step.index && !before.substituted && hasResult(before) && !checked(before, step, all),
    );
    if (!unchecked) continue;
    problems.push({
      rule: 'unchecked-before-irreversible',
      line: lineOf(step.command.start),
      message: `\`${written(text, step)}\` cannot be undone (it ${irreversible.loses.replace(/\.$/, '')}), and nothing checks the result of \`${written(text, unchecked)}\` (line ${lineOf(unchecked.command.start) + 1} of the block) before it: chain the steps with \`&&\`, test what they wrote (\`test -s file &&\`), or start the block with \`set -e\``,
    });
  }
  return problems;
}

/** Whether a word names a place outside the project's folder (the reader's working directory). */
function outside(word: Pick<Word, 'text' | 'value'>, variables: Map<string, boolean>, cli: CliIndex): boolean {
  if (/^~(\/|$)/.test(word.text)) return true; // an unquoted tilde: the home folder
  const value = word.value;
  if (value.startsWith('/')) return true;
  const variable = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(value);
  if (variable) {
    const name = variable[1] ?? variable[2];
    return name === 'HOME' || name === 'TMPDIR' || (variables.get(name) ?? false);
  }
  const substitution = /^\$\((.*)\)$/s.exec(value);
  return substitution ? temporaryFolder(substitution[1], variables, cli) : false;
}

/** Whether `$(…)` around `inner` gives a path outside the project's folder: `mktemp`'s, unless its template is inside. */
function temporaryFolder(inner: string, variables: Map<string, boolean>, cli: CliIndex): boolean {
  const words = shellWords(inner);
  if (words[0]?.value !== 'mktemp') return false;
  let template: Word | undefined;
  for (let i = 1; i < words.length; i++) {
    const arg = words[i].value;
    if (arg === '-p' || arg === '--tmpdir') return outside(words[i + 1] ?? { text: '/', value: '/' }, variables, cli);
    if (arg.startsWith('--tmpdir=') || arg === '-t') return true;
    if (!arg.startsWith('-')) template = words[i];
  }
  return template ? outside(template, variables, cli) : true;
}

/** secret-in-project: a file of the machine that holds secrets is never copied into the project's folder. */
function secretProblems(all: Step[], text: string, lineOf: (at: number) => number, cli: CliIndex): ProcedureProblem[] {
  const problems: ProcedureProblem[] = [];
  const secrets = cli.raw.resources.filter((r) => r.secret && r.path);
  const variables = new Map<string, boolean>();
  for (const step of all) {
    for (const assignment of step.command.assignments.concat(
      commandWord(step) === 'export' ? step.command.words.slice(1).filter((w) => w.text.includes('=')) : [],
    )) {
      const at = assignment.text.indexOf('=');
      const name = assignment.text.slice(0, at);
      const value = {
        text: assignment.text.slice(at + 1),
        value: assignment.value.slice(assignment.value.indexOf('=') + 1),
      };
      variables.set(name, outside(value, variables, cli));
    }
    if (!step.mg) continue;
    const rest = restOf(step);
    const secret = secrets.find((r) => rest.some((w) => w.value === r.path));
    if (!secret) continue;
    for (const file of outputFiles(step, all)) {
      if (outside(file, variables, cli)) continue;
      problems.push({
        rule: 'secret-in-project',
        line: lineOf(step.command.start),
        message: `\`${written(text, step)}\` copies ${secret.name} (\`${secret.path}\`, which holds secrets) into \`${file.text}\`, inside the project's folder, where git can commit it: write it outside, under \`~/\` or in a folder \`mktemp -d\` makes`,
      });
    }
  }
  return problems;
}

/**
 * The problems of one shell block's text as a reader runs it, each at its line in the block
 * (`code`, as a session's prompts removed leave it: lib/mdx/shell.ts). `script`: the block's commands,
 * the lines that are not (comments, sample output) left blank so that lines keep their numbers.
 */
export function procedureProblems(script: string, cli: CliIndex): ProcedureProblem[] {
  const starts = [0];
  for (let i = 0; i < script.length; i++) if (script[i] === '\n') starts.push(i + 1);
  const lineOf = (at: number) => starts.findLastIndex((start) => start <= at);
  let parsed: Script;
  try {
    parsed = parseScript(script);
  } catch (error) {
    if (!(error instanceof ShellSyntaxError)) throw error;
    return [
      {
        rule: 'unreadable',
        line: lineOf(Math.min(error.at, Math.max(0, script.trimEnd().length - 1))),
        message: `the block is no script a shell runs as written (${error.message}), so it cannot be checked`,
      },
    ];
  }
  const all = steps(parsed, cli);
  return [
    ...neverReturnsProblems(all, script, lineOf),
    ...statusLoopProblems(parsed, all, script, lineOf),
    ...irreversibleProblems(all, script, lineOf),
    ...secretProblems(all, script, lineOf, cli),
  ].sort((a, b) => a.line - b.line);
}
