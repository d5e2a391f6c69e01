// The mg command line's one definition: content/cli/mg.json, checked against its JSON Schema
// (content/cli/mg.schema.json) and against itself (every name it refers to exists, no command takes
// two flags of one name or letter, every example is a valid command), then indexed for the
// reference (lib/cli/reference.ts), the examples' checker (lib/cli/command-line.ts) and the
// reader's values. A real `mg` release replaces mg.json with the export of its own command tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { mgCommands, readCommand } from './command-line.ts';
import { modelProblems, orderText } from './model.ts';
import type {
  Argument,
  CliIndex,
  CommandEntry,
  CommandNode,
  Definition,
  Flag,
  FlagEntry,
  ProjectSchema,
} from './types.ts';

export const DEFINITION_FILE = 'content/cli/mg.json';
export const SCHEMA_FILE = 'content/cli/mg.schema.json';
/** The project file's own schema: what `mg.project.json` may hold. */
export const PROJECT_SCHEMA_FILE = 'content/cli/mg.project.schema.json';

export class DefinitionError extends Error {
  problems: string[];
  constructor(problems: string[]) {
    super(
      `${DEFINITION_FILE} is not a valid definition of the command line:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'DefinitionError';
    this.problems = problems;
  }
}

let validator: ValidateFunction | undefined;
function schemaProblems(raw: unknown, root: string): string[] {
  validator ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
    JSON.parse(readFileSync(path.join(root, SCHEMA_FILE), 'utf8')),
  );
  if (validator(raw)) return [];
  return (validator.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(top)'} ${e.message}${e.params?.allowedValues ? `: ${e.params.allowedValues.join(', ')}` : ''}`,
  );
}

/** The command tree of `raw`, indexed by path, with each command's arguments resolved. */
function commandTree(raw: Definition, problems: string[]) {
  const commands = new Map<string, CommandNode>();
  const leaves: CommandNode[] = [];
  const sharedArguments = raw.arguments ?? {};
  const argumentsOf = (entry: CommandEntry, commandPath: string): Argument[] =>
    (entry.arguments ?? []).map((arg) => {
      if (!('ref' in arg)) return arg;
      const shared = sharedArguments[arg.ref];
      if (!shared) {
        problems.push(`\`mg ${commandPath}\` names the argument "${arg.ref}", which arguments does not define`);
        return { name: arg.ref, description: '', required: true };
      }
      const { ref, ...overrides } = arg;
      void ref;
      return { ...shared, ...overrides };
    });
  const visit = (entry: CommandEntry, parentPath: string, family: string | undefined): CommandNode => {
    const commandPath = parentPath ? `${parentPath} ${entry.name}` : entry.name;
    if (commands.has(commandPath)) problems.push(`two commands are named \`mg ${commandPath}\``);
    const node: CommandNode = {
      path: commandPath,
      name: entry.name,
      summary: entry.summary,
      family,
      children: [],
      arguments: argumentsOf(entry, commandPath),
      rest: entry.rest,
      examples: entry.examples ?? [],
      exitCodes: entry.exitCodes ?? [],
      flags: [],
      options: entry.options ?? [],
      effects: entry.effects ?? [],
      runs: entry.runs ?? [],
      confirm: entry.confirm ?? [],
      neverReturns: entry.neverReturns,
      irreversible: entry.irreversible,
    };
    commands.set(commandPath, node);
    node.children = (entry.commands ?? []).map((child) => visit(child, commandPath, parentPath ? family : entry.name));
    if (!node.children.length) leaves.push(node);
    return node;
  };
  const root: CommandNode = {
    path: '',
    name: raw.name,
    summary: raw.summary,
    children: [],
    arguments: [],
    examples: [],
    exitCodes: [],
    flags: [],
    options: [],
    effects: [],
    runs: [],
    confirm: [],
  };
  root.children = raw.commands.map((entry) => visit(entry, '', undefined));
  return { root, commands, leaves };
}

/**
 * A command that runs another's steps (drop ends with health) has that command's effects too, each
 * marked with the command it comes `through`.
 */
function addRunEffects(commands: Map<string, CommandNode>, problems: string[]) {
  for (const node of commands.values()) {
    for (const runPath of node.runs) {
      const run = commands.get(runPath);
      if (!run || run.children.length) {
        problems.push(`\`mg ${node.path}\` runs \`mg ${runPath}\`, which is no command of mg`);
        continue;
      }
      node.effects = [...node.effects, ...run.effects.map((e) => ({ ...e, through: runPath }))];
    }
  }
}

/** The defaults that follow from the model: a flag's setting's order, or the project file's key that supplies it. */
function deriveDefaults(raw: Definition) {
  // A flag that supplies a setting defaults to the rest of that setting's order.
  for (const flag of raw.flags) {
    const setting = raw.settings.find((s) => s.id === flag.setting);
    if (!setting) continue;
    const at = setting.sources.findIndex((s) => 'flag' in s && s.flag === flag.name);
    if (at >= 0) flag.default = orderText(setting, at + 1);
  }
  // A flag that a key of its family's project-file section supplies (`projectKey`) defaults to that
  // key in project mode, for the deployment the file names: a command naming another deployment takes
  // none of its keys.
  for (const flag of raw.flags) {
    if (flag.projectKey)
      flag.default = `the project file's \`${flag.projectKey}\` (project mode, for the deployment the file names), else ${flag.default ?? 'off'}`;
  }
}

/** Each flag given to the commands it names, with what differs for each (`per`). */
function attachFlags(raw: Definition, commands: Map<string, CommandNode>, problems: string[]) {
  for (const flag of raw.flags) {
    for (const commandPath of flag.commands ?? []) {
      const node = commands.get(commandPath);
      if (!node) {
        problems.push(`\`--${flag.name}\` names the command \`mg ${commandPath}\`, which does not exist`);
        continue;
      }
      if (node.children.length)
        problems.push(`\`--${flag.name}\` names \`mg ${commandPath}\`, a family: name its commands`);
      const { per, commands: named, ...own } = flag;
      void named;
      node.flags.push({ ...own, ...per?.[commandPath] });
    }
    for (const commandPath of Object.keys(flag.per ?? {})) {
      if (!flag.commands?.includes(commandPath))
        problems.push(`\`--${flag.name}\` has a "per" entry for \`mg ${commandPath}\`, which it does not name`);
    }
  }
}

/** Each command's flags and options: no two spelled alike, options its commands take, arguments' stand-ins it takes. */
function flagProblems(commands: Map<string, CommandNode>, globalFlags: Flag[]): string[] {
  const problems: string[] = [];
  for (const node of commands.values()) {
    const seen = new Map<string, Flag>();
    for (const flag of [...globalFlags, ...node.flags]) {
      const spellings = [
        `--${flag.name}`,
        ...(flag.aliases ?? []).map((a) => `--${a}`),
        ...(flag.short ? [`-${flag.short}`] : []),
      ];
      for (const key of spellings) {
        if (seen.has(key) && seen.get(key) !== flag)
          problems.push(`\`mg ${node.path}\` takes two flags spelled \`${key}\``);
        seen.set(key, flag);
      }
    }
    for (const name of node.options) {
      const takers = node.children.filter((child) => child.flags.some((f) => f.name === name));
      if (!takers.length)
        problems.push(`\`mg ${node.path}\` lists the option \`--${name}\`, which none of its commands takes`);
    }
    for (const arg of node.arguments) {
      for (const name of arg.requiredUnless ?? []) {
        if (!node.flags.some((f) => f.name === name))
          problems.push(
            `\`<${arg.name}>\` of \`mg ${node.path}\` is required unless \`--${name}\`, which it does not take`,
          );
      }
    }
  }
  return problems;
}

/** Every example is one mg command, valid, and of the command it stands under. */
function exampleProblems(cli: CliIndex): string[] {
  const problems: string[] = [];
  for (const node of cli.commands.values()) {
    for (const example of node.examples) {
      const read = mgCommands(example.command).map((words) => readCommand(words, cli));
      const [first] = read;
      if (read.length !== 1) problems.push(`the example "${example.command}" is not one mg command`);
      else if (first.problems.length)
        problems.push(`the example "${example.command}": ${first.problems.map((p) => p.message).join('; ')}`);
      else if (first.command !== node.path)
        problems.push(`the example "${example.command}" of \`mg ${node.path}\` runs \`mg ${first.command}\``);
    }
  }
  return problems;
}

/** Indexes a definition that passed its schema, and lists what is wrong with it beyond the schema. */
export function indexDefinition(
  input: Definition,
  projectSchema: ProjectSchema,
): { cli: CliIndex; problems: string[] } {
  const raw = structuredClone(input);
  const problems: string[] = [];
  const { root, commands, leaves } = commandTree(raw, problems);
  addRunEffects(commands, problems);
  deriveDefaults(raw);
  attachFlags(raw, commands, problems);
  const globalFlags = raw.flags.filter((flag) => flag.global);
  problems.push(...flagProblems(commands, globalFlags));

  const spelled = (flag: FlagEntry, name: string) => flag.name === name || Boolean(flag.aliases?.includes(name));
  const commandsTaking = (name: string) =>
    raw.flags.filter((flag) => !flag.global && spelled(flag, name)).flatMap((flag) => flag.commands ?? []);
  problems.push(...modelProblems(raw, commands, projectSchema));
  const flagTakesValue = (name: string) => raw.flags.some((flag) => spelled(flag, name) && Boolean(flag.value));
  const resources = new Map(raw.resources.map((r) => [r.id, r]));
  const cli: CliIndex = {
    raw,
    root,
    commands,
    leaves,
    globalFlags,
    commandsTaking,
    flagTakesValue,
    projectSchema,
    resources,
  };
  problems.push(...exampleProblems(cli));
  return { cli, problems };
}

/** Checks `raw` (the parsed mg.json) and indexes it; throws a DefinitionError listing every problem. */
export function checkedDefinition(raw: unknown, root = process.cwd()): CliIndex {
  const invalid = schemaProblems(raw, root);
  if (invalid.length) throw new DefinitionError(invalid);
  const projectSchema: ProjectSchema = JSON.parse(readFileSync(path.join(root, PROJECT_SCHEMA_FILE), 'utf8'));
  // The schema check above proves the shape.
  const { cli, problems } = indexDefinition(raw as Definition, projectSchema);
  if (problems.length) throw new DefinitionError(problems);
  return cli;
}

const loaded = new Map<string, { text: string; cli: CliIndex }>();

/** The definition in content/cli/mg.json under `root`, checked and indexed (read once per process and file version). */
export function loadDefinition(root = process.cwd()): CliIndex {
  const file = path.join(root, DEFINITION_FILE);
  const text = readFileSync(file, 'utf8');
  const cached = loaded.get(file);
  if (cached?.text === text) return cached.cli;
  const cli = checkedDefinition(JSON.parse(text), root);
  loaded.set(file, { text, cli });
  return cli;
}
