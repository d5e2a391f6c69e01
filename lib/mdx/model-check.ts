// The docs held to the model of what mg does (lib/cli/model.ts), as the build reads each page:
// - every project-file example (a `json` block titled `mg.project.json`) is valid against the
//   project file's schema, and every JSON block shaped like one (a `dmt` or `lsd` section) carries
//   that title, so none escapes the check (a diff is checked as the file after the change);
// - a console sample's prompts are the prompts its command asks, and a command that asks shows
//   its first question (unless the sample answers it in advance, with `--yes`);
// - the order in which settings are resolved is stated only by <MgSettings /> and the tables it
//   derives: prose that says what wins over what is refused.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { Code, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { mgCommands, readCommand } from '../cli/command-line.ts';
import type { CliIndex, CommandNode, Confirmation, ProjectSchema } from '../cli/types.ts';
import { titleOf } from './code-title.ts';
import { afterChange } from './line-marks.ts';
import { classifyShell } from './shell.ts';

/** A problem of a page against the model, at a line of its MDX file (or of a block, counted from 0). */
export interface ModelProblem {
  line: number;
  message: string;
}

/** The title that marks a code block as a project-file example: ```json title="mg.project.json". */
export const PROJECT_FILE_TITLE = 'mg.project.json';
/** Prose that states an order of precedence. */
const PRECEDENCE = /\b(wins? over|takes? precedence|overrides?|comes? before|else `?AWS_)/i;
/** Words of the settings whose order is declared. */
const SETTING_WORDS = /AWS_PROFILE|AWS_REGION|--aws-profile|--region|project file/;
/** An output line that asks the reader something. */
const PROMPT_LINE = /(to confirm|\[y\/N\]|Type the )/;

const validators = new WeakMap<ProjectSchema, ValidateFunction>();
function projectValidator(cli: CliIndex): ValidateFunction {
  let validate = validators.get(cli.projectSchema);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true, strict: false }).compile(cli.projectSchema);
    validators.set(cli.projectSchema, validate);
  }
  return validate;
}

const textOf = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : '';

/** The problems of one JSON block: not valid against the project schema, or one that should say it is a project file. */
function projectFileProblems(node: Code, cli: CliIndex): string[] {
  const titled = titleOf(node.meta) === PROJECT_FILE_TITLE;
  let value: unknown;
  try {
    value = JSON.parse(afterChange(node.value, node.meta));
  } catch (error) {
    return titled ? [`the project-file example is not JSON: ${(error as Error).message}`] : [];
  }
  const shaped = value && typeof value === 'object' && ('dmt' in value || 'lsd' in value);
  if (!titled) return shaped ? [`a JSON block with a dmt or lsd section needs title="${PROJECT_FILE_TITLE}"`] : [];
  const validate = projectValidator(cli);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `the project-file example: ${e.instancePath || '(top)'} ${e.message}${e.params?.allowedValues ? `: ${e.params.allowedValues.join(', ')}` : ''}`,
  );
}

/** A console sample's command that asks (or may ask) something, with what the sample gives and shows of it. */
interface Asking {
  command: CommandNode;
  given: Set<string>;
  shown: Confirmation[];
  line: number;
}

/** The problems of a console session: each prompt must be its command's, and a command that asks must show its question. */
function promptProblems(node: Code, cli: CliIndex): ModelProblem[] {
  const { kinds, code } = classifyShell(node.value, 'console');
  const lines = code.split('\n');
  const problems: ModelProblem[] = [];
  let asking: Asking | null = null; // the mg command the output lines belong to
  lines.forEach((line, i) => {
    if (kinds[i] === 'command') {
      if (asking) problems.push(...missingPrompt(asking));
      const [words] = mgCommands(line);
      const read = words ? readCommand(words, cli) : null;
      const command = read?.command ? cli.commands.get(read.command) : null;
      const given = new Set(words?.map((w) => w.value.replace(/^--/, '')) ?? []);
      asking = command ? { command, given, shown: [], line: i } : null;
      return;
    }
    if (kinds[i] !== 'output' || !PROMPT_LINE.test(line)) return;
    if (!asking) {
      problems.push({ line: i, message: `\`${line.trim()}\` asks something, but no mg command above it does` });
      return;
    }
    const prompt = asking.command.confirm.find((c) => line.trimStart().startsWith(c.prompt));
    if (!prompt) {
      const known = asking.command.confirm.map((c) => `\`${c.prompt}\``).join(', ') || 'nothing';
      problems.push({ line: i, message: `\`mg ${asking.command.path}\` asks ${known}, not \`${line.trim()}\`` });
    } else asking.shown.push(prompt);
  });
  if (asking) problems.push(...missingPrompt(asking));
  return problems;
}

/** Whether a confirmation's condition holds for the flags a sample gives (other conditions: unknown). */
function asked({ when }: Confirmation, given: Set<string>): boolean {
  if (!when) return true;
  if ('with' in when) return given.has(when.with);
  if ('without' in when) return !given.has(when.without);
  return false;
}

/** A command that asks shows the first question it asks, unless the sample answers it in advance. */
function missingPrompt({ command, given, shown, line }: Asking): ModelProblem[] {
  const first = command.confirm.find((c) => asked(c, given));
  if (!first || shown.includes(first) || (first.skippedBy && given.has(first.skippedBy))) return [];
  return [{ line, message: `\`mg ${command.path}\` asks \`${first.prompt}\` first: the sample must show it` }];
}

/** Every problem of a page (its Markdown tree) against the model, each with its line in the MDX file. */
export function modelTreeProblems(tree: Root, cli: CliIndex): ModelProblem[] {
  const problems: ModelProblem[] = [];
  visit(tree, (node) => {
    const start = node.position?.start.line ?? 0;
    if (node.type === 'code' && node.lang === 'json') {
      for (const message of projectFileProblems(node, cli)) problems.push({ line: start, message });
    } else if (node.type === 'code' && node.lang === 'console') {
      for (const p of promptProblems(node, cli)) problems.push({ line: start + 1 + p.line, message: p.message });
    } else if (node.type === 'paragraph' || node.type === 'tableCell') {
      const text = textOf(node);
      if (PRECEDENCE.test(text) && SETTING_WORDS.test(text))
        problems.push({
          line: start,
          message:
            'states which setting wins over which: the order is declared once, shown by <MgSettings />; link to it',
        });
    }
  });
  return problems;
}
