// The mg command line's one definition: content/cli/mg.json, checked against its JSON Schema
// (content/cli/mg.schema.json) and against itself (every name it refers to exists, no command takes
// two flags of one name or letter, every example is a valid command), then indexed for the
// reference (lib/cli/reference.mjs), the examples' checker (lib/cli/command-line.mjs) and the
// reader's values. A real `mg` release replaces mg.json with the export of its own command tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { mgCommands, readCommand } from './command-line.mjs';
import { PROJECT_FAMILIES, modelProblems, orderText } from './model.mjs';

export const DEFINITION_FILE = 'content/cli/mg.json';
export const SCHEMA_FILE = 'content/cli/mg.schema.json';
/** The project file's own schema: what `mg.project.json` may hold. */
export const PROJECT_SCHEMA_FILE = 'content/cli/mg.project.schema.json';

/**
 * @typedef {{ name: string, short?: string, aliases?: string[], value?: { name: string, type: string, allowed?: string[], slot?: string }, default?: string, required?: boolean, description: string, global?: boolean, commands?: string[] }} Flag
 * @typedef {{ name: string, description: string, required: true | false | 'project', requiredUnless?: string[], pattern?: string, allowed?: string[], slot?: string }} Argument
 * @typedef {{ path: string, name: string, summary: string, family?: string, children: CommandNode[], arguments: Argument[], rest?: { name: string, description: string }, examples: { caption: string, command: string }[], exitCodes: { code: number, meaning: string }[], flags: Flag[], options: string[], effects: Effect[], runs?: string[], confirm: { prompt: string, when?: string, skippedBy?: string }[] }} CommandNode
 * @typedef {{ effect: 'creates' | 'reads' | 'changes' | 'removes' | 'keeps', resource: string, when?: string, note?: string, actions?: string[], through?: string }} Effect
 * @typedef {{ raw: any, root: CommandNode, commands: Map<string, CommandNode>, leaves: CommandNode[], globalFlags: Flag[], commandsTaking: (name: string) => string[], flagTakesValue: (name: string) => boolean, projectSchema: any, resources: Map<string, any> }} CliIndex
 */

export class DefinitionError extends Error {
  constructor(problems) {
    super(
      `${DEFINITION_FILE} is not a valid definition of the command line:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'DefinitionError';
    this.problems = problems;
  }
}

let validator;
function schemaProblems(raw, root) {
  validator ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
    JSON.parse(readFileSync(path.join(root, SCHEMA_FILE), 'utf8')),
  );
  if (validator(raw)) return [];
  return validator.errors.map(
    (e) =>
      `${e.instancePath || '(top)'} ${e.message}${e.params?.allowedValues ? `: ${e.params.allowedValues.join(', ')}` : ''}`,
  );
}

/**
 * Indexes a definition that passed its schema, and lists what is wrong with it beyond the schema.
 * @returns {{ cli: CliIndex, problems: string[] }}
 */
export function indexDefinition(input, projectSchema = { properties: {} }) {
  const raw = structuredClone(input);
  const problems = [];
  const commands = new Map();
  const leaves = [];
  const sharedArguments = raw.arguments ?? {};

  /** @returns {CommandNode} */
  function visit(entry, parentPath, family) {
    const commandPath = parentPath ? `${parentPath} ${entry.name}` : entry.name;
    if (commands.has(commandPath)) problems.push(`two commands are named \`mg ${commandPath}\``);
    const args = (entry.arguments ?? []).map((arg) => {
      if (!arg.ref) return arg;
      const shared = sharedArguments[arg.ref];
      if (!shared) {
        problems.push(`\`mg ${commandPath}\` names the argument "${arg.ref}", which arguments does not define`);
        return { name: arg.ref, description: '', required: true };
      }
      const { ref, ...overrides } = arg;
      void ref;
      return { ...shared, ...overrides };
    });
    const node = {
      path: commandPath,
      name: entry.name,
      summary: entry.summary,
      family,
      children: [],
      arguments: args,
      rest: entry.rest,
      examples: entry.examples ?? [],
      exitCodes: entry.exitCodes ?? [],
      flags: [],
      options: entry.options ?? [],
      effects: entry.effects ?? [],
      runs: entry.runs ?? [],
      confirm: entry.confirm ?? [],
    };
    commands.set(commandPath, node);
    node.children = (entry.commands ?? []).map((child) => visit(child, commandPath, parentPath ? family : entry.name));
    if (!node.children.length) leaves.push(node);
    return node;
  }
  const root = {
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
    confirm: [],
  };
  root.children = raw.commands.map((entry) => visit(entry, '', undefined));

  // A command that runs another's steps (drop ends with health) has that command's effects too, each
  // marked with the command it comes `through`.
  for (const node of commands.values()) {
    for (const runPath of node.runs ?? []) {
      const run = commands.get(runPath);
      if (!run || run.children.length) {
        problems.push(`\`mg ${node.path}\` runs \`mg ${runPath}\`, which is no command of mg`);
        continue;
      }
      node.effects = [...node.effects, ...run.effects.map((e) => ({ ...e, through: runPath }))];
    }
  }

  // A flag that supplies a setting defaults to the rest of that setting's order.
  for (const flag of raw.flags) {
    const setting = raw.settings.find((s) => s.id === flag.setting);
    if (!setting) continue;
    const at = setting.sources.findIndex((s) => s.flag === flag.name);
    if (at >= 0) flag.default = orderText(setting, at + 1);
  }
  // A flag of a family's commands that a key of the family's project-file section supplies (the key's
  // description names it: "The instance size (`--dose`).") defaults to that key in project mode, for
  // the deployment the file names: a command naming another deployment takes none of its keys.
  for (const family of PROJECT_FAMILIES) {
    for (const [key, spec] of Object.entries(projectSchema.properties?.[family]?.properties ?? {})) {
      const name = /\(`--([a-z0-9-]+)`\)/.exec(spec.description ?? '')?.[1];
      const flag = raw.flags.find(
        (f) => f.name === name && !f.setting && (f.commands ?? []).some((c) => c.startsWith(`${family} `)),
      );
      if (flag)
        flag.default = `the project file's \`${key}\` (project mode, for the deployment the file names), else ${flag.default ?? 'off'}`;
    }
  }
  const globalFlags = raw.flags.filter((flag) => flag.global);
  for (const flag of raw.flags) {
    for (const commandPath of flag.commands ?? []) {
      const node = commands.get(commandPath);
      if (!node) {
        problems.push(`\`--${flag.name}\` names the command \`mg ${commandPath}\`, which does not exist`);
        continue;
      }
      if (node.children.length)
        problems.push(`\`--${flag.name}\` names \`mg ${commandPath}\`, a family: name its commands`);
      const per = flag.per?.[commandPath] ?? {};
      const { per: _per, commands: _commands, ...own } = flag;
      void _per;
      void _commands;
      node.flags.push({ ...own, ...per });
    }
    for (const commandPath of Object.keys(flag.per ?? {})) {
      if (!flag.commands?.includes(commandPath))
        problems.push(`\`--${flag.name}\` has a "per" entry for \`mg ${commandPath}\`, which it does not name`);
    }
  }

  for (const node of commands.values()) {
    const seen = new Map();
    for (const flag of [...globalFlags, ...node.flags]) {
      for (const key of [
        `--${flag.name}`,
        ...(flag.aliases ?? []).map((a) => `--${a}`),
        ...(flag.short ? [`-${flag.short}`] : []),
      ]) {
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
    node.arguments.forEach((arg) => {
      for (const name of arg.requiredUnless ?? []) {
        if (!node.flags.some((f) => f.name === name))
          problems.push(
            `\`<${arg.name}>\` of \`mg ${node.path}\` is required unless \`--${name}\`, which it does not take`,
          );
      }
    });
  }

  const commandsTaking = (name) =>
    raw.flags
      .filter((flag) => !flag.global && (flag.name === name || flag.aliases?.includes(name)))
      .flatMap((flag) => flag.commands);

  problems.push(...modelProblems(raw, commands, projectSchema));

  const flagTakesValue = (name) =>
    raw.flags.some((flag) => (flag.name === name || flag.aliases?.includes(name)) && flag.value);
  const resources = new Map(raw.resources.map((r) => [r.id, r]));
  const cli = { raw, root, commands, leaves, globalFlags, commandsTaking, flagTakesValue, projectSchema, resources };
  for (const node of commands.values()) {
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
  return { cli, problems };
}

/** Checks `raw` (the parsed mg.json) and indexes it; throws a DefinitionError listing every problem. */
export function checkedDefinition(raw, root = process.cwd()) {
  const invalid = schemaProblems(raw, root);
  if (invalid.length) throw new DefinitionError(invalid);
  const projectSchema = JSON.parse(readFileSync(path.join(root, PROJECT_SCHEMA_FILE), 'utf8'));
  const { cli, problems } = indexDefinition(raw, projectSchema);
  if (problems.length) throw new DefinitionError(problems);
  return cli;
}

const loaded = new Map();

/** The definition in content/cli/mg.json under `root`, checked and indexed (read once per process and file version). */
export function loadDefinition(root = process.cwd()) {
  const file = path.join(root, DEFINITION_FILE);
  const text = readFileSync(file, 'utf8');
  const cached = loaded.get(file);
  if (cached?.text === text) return cached.cli;
  const cli = checkedDefinition(JSON.parse(text), root);
  loaded.set(file, { text, cli });
  return cli;
}
