// The parts of the mg reference that come from the command line's definition, as Markdown: a
// command's usage lines, arguments, flag table, exit codes and examples; a family's shared options;
// the global options, exit codes, environment variables and short flags; the index of every
// command; the AWS permissions, as a table and as a policy document. The MDX pages name them with
// elements (<MgCommand path="dmt db" />, …); lib/mdx/cli-reference.ts puts the Markdown in their
// place, and the page's Markdown copy is written from the same tree (lib/mdx/markdown-copy.ts), so
// both carry the same text.
// From the model of what mg does (lib/cli/model.ts): each command's effects and confirmations,
// the AWS permissions and policy, the settings' order, the resources with where they live and how
// AWS bills them, each family's states and the project file's keys.
// Prose, callouts, output samples and task sections stay in the MDX beside them.
import { EFFECTS, PROJECT_FAMILIES, actionsOf, nameRule, orderText, permissionsOf, sourceText } from './model.ts';
import type {
  Argument,
  Billing,
  CliIndex,
  CommandNode,
  Condition,
  Confirmation,
  EffectKind,
  Example,
  ExitCode,
  Flag,
  IndexedEffect,
  Rest,
  Scope,
  SchemaNode,
  Setting,
  Step,
} from './types.ts';

/** Where a page documents each command: its section's id, by the command's path. */
type CommandSections = Record<string, string>;

/** The header of a flag table's first column: lib/mdx/option-anchors.ts gives its rows addresses. */
const FLAG_COLUMN = 'Flag';
/** Where the global options and exit codes are explained (the CLI overview's sections). */
export const GLOBAL_OPTIONS_ANCHOR = 'global-options';
export const EXIT_CODES_ANCHOR = 'exit-codes';

/** A Markdown table: `rows` of cells, each escaped for the pipe. */
function table(header: string[], rows: unknown[][]): string {
  const cell = (text: unknown) => String(text ?? '').replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const code = (text: string | number) => `\`${text}\``;
const flagSpelling = (flag: Flag) => `--${flag.name}${flag.value ? ` <${flag.value.name}>` : ''}`;

/** The usage lines of a command: one, or one per flag that stands in for an argument (nuke --all). */
export function usageLines(node: CommandNode): string[] {
  const words = (without: string | undefined) => {
    const out = [`mg ${node.path}`];
    for (const arg of node.arguments) {
      if (without && arg.requiredUnless?.includes(without)) continue;
      out.push(arg.required === true ? `<${arg.name}>` : `[<${arg.name}>]`);
    }
    if (without) out.push(`--${without}`);
    for (const flag of node.flags) {
      if (flag.name === without) continue;
      const unlessFlag = node.arguments.some((a) => a.requiredUnless?.includes(flag.name));
      if (unlessFlag && !without) continue;
      out.push(flag.required ? flagSpelling(flag) : `[${flagSpelling(flag)}]`);
    }
    if (node.rest) out.push(`[-- <${node.rest.name}>]`);
    return out.join(' ');
  };
  const unless = [...new Set(node.arguments.flatMap((a) => a.requiredUnless ?? []))];
  return [words(undefined), ...unless.map((flag) => words(flag))];
}

/** A description as a sentence that ends once: the definition's own full stop, if it wrote one, is kept, never doubled. */
const sentence = (text: string) => text.replace(/\.\s*$/, '');

/** An argument's rule in words: the name rule its pattern states, and when it may be left out. */
export function argumentRule(arg: Argument): string {
  const rule = arg.pattern ? `: ${nameRule(arg.pattern)}.` : '.';
  const optional =
    arg.required === 'project'
      ? ' Optional in project mode, where the project file names it.'
      : arg.required === false
        ? ' Optional.'
        : '';
  return `${sentence(arg.description)}${rule}${optional}`;
}

function argumentLine(arg: Argument): string {
  const allowed = arg.allowed ? ` One of ${arg.allowed.map(code).join(', ')}.` : '';
  return `${code(`<${arg.name}>`)}, ${argumentRule(arg)}${allowed}`;
}

/** What a flag's Default column says: "required", its default, or "off" for a command's switch. */
const defaultOf = (flag: Flag) =>
  flag.required ? 'required' : (flag.default ?? (flag.value || flag.global ? '' : 'off'));

/** A flag table's row: the flag, its one-letter alias, its default, its description. */
function flagRow(flag: Flag): string[] {
  return [code(flagSpelling(flag)), flag.short ? code(`-${flag.short}`) : '', defaultOf(flag), flag.description];
}

/** The table of `flags`. */
export function flagTable(flags: Flag[]): string {
  return table([FLAG_COLUMN, 'Alias', 'Default', 'Description'], flags.map(flagRow));
}

/** What a command's "not yet" exit code means for a script that waits. */
export const NOT_YET = 'not yet: a later run may succeed, so a script that waits runs it again on this code only';

/** How a command that does not end by itself ends. */
function neverReturnsText(node: CommandNode): string {
  const { does, until, unlessRest } = node.neverReturns!;
  const ends = until === 'ctrl-c' ? 'until you press Ctrl-C' : 'until you leave it with `exit`';
  const unless = unlessRest && node.rest ? ` without ${code(`-- <${node.rest.name}>`)}` : '';
  return `**Never returns**${unless}: it ${does}, ${ends}, so a line after it in a script never runs.`;
}

/** What follows a bare `--`, and whether it gets a terminal. */
function restLine(rest: Rest): string {
  const terminal =
    rest.terminal === 'when-interactive'
      ? " It runs with a terminal when mg's own input and output are one (an editor such as `sudoedit` works there), and without one when either is redirected, so its output reaches a file unchanged (`> file`) and a file reaches its input (`< file`)."
      : '';
  return `${code(`-- <${rest.name}>`)}, ${sentence(rest.description)}.${terminal}`;
}

/** A shell block holding one example: its caption as a comment (shown, not copied), then the command. */
function exampleBlock(example: Example): string {
  return ['```bash', `# ${example.caption}`, example.command, '```'].join('\n');
}

/**
 * A command's reference: its summary, usage, arguments, flags (the family's shared options by a
 * link when it takes them all), its own exit codes, and its examples.
 */
export function commandMarkdown(cli: CliIndex, path: string): string {
  const node = cli.commands.get(path);
  if (!node || node.children.length) throw new Error(`<MgCommand path="${path}">: no command \`mg ${path}\``);
  const family = node.family ? cli.commands.get(node.family) : undefined;
  const shared = family?.options ?? [];
  const takesAllShared = shared.length > 0 && shared.every((name) => node.flags.some((f) => f.name === name));
  const own = takesAllShared ? node.flags.filter((f) => !shared.includes(f.name)) : node.flags;
  const parts = [node.summary, ['```text', ...usageLines(node), '```'].join('\n')];
  if (node.irreversible) parts.push(`**Irreversible**: it ${sentence(node.irreversible.loses)}.`);
  if (node.neverReturns) parts.push(neverReturnsText(node));
  if (node.arguments.length || node.rest) {
    const args = node.arguments.map(argumentLine);
    if (node.rest) args.push(restLine(node.rest));
    parts.push(
      args.length === 1 ? `**Argument**: ${args[0]}` : `**Arguments**:\n\n${args.map((a) => `- ${a}`).join('\n')}`,
    );
  }
  if (takesAllShared && family) parts.push(`Takes every [option](#options) of \`mg ${family.path}\`.`);
  if (own.length) parts.push(flagTable(own));
  const ownCodes = [...confirmingCodes(cli, node), ...node.exitCodes];
  if (ownCodes.length) {
    const codes = ownCodes.map((c) => `${code(c.code)} when ${c.meaning}${c.notYet ? ` (${NOT_YET})` : ''}`);
    if (node.rest?.exitCode === 'its-own') codes.push(`any code when ${restExitCode(node.rest)}`);
    parts.push(`**Exit codes**: ${codes.join('; ')}; otherwise the [usual ones](/mg/cli/main/#${EXIT_CODES_ANCHOR}).`);
  }
  if (node.examples.length) parts.push(`**Examples**\n\n${node.examples.map(exampleBlock).join('\n\n')}`);
  return parts.join('\n\n');
}

/**
 * What a command asks and does, from the model: its confirmations and its effects. Shown after its
 * reference; the pages keep it out of the search index (the same resources stand in every command).
 */
export function commandBehaviourMarkdown(cli: CliIndex, path: string, sections: CommandSections = {}): string {
  const node = cli.commands.get(path);
  if (!node) throw new Error(`<MgCommand path="${path}">: no command \`mg ${path}\``);
  const parts = [];
  if (node.confirm.length) parts.push(confirmMarkdown(node));
  if (node.effects.length) parts.push(effectsMarkdown(cli, node, sections));
  return parts.join('\n\n');
}

/** The global exit codes only confirming commands return, for a command that confirms. */
const confirmingCodes = (cli: CliIndex, node: CommandNode): ExitCode[] =>
  node.confirm.length ? cli.raw.exitCodes.filter((c) => c.returnedBy === 'confirming') : [];

/** When an effect or a confirmation applies, as the pages say it. */
export function conditionText(when: Condition | undefined): string {
  if (!when) return '';
  if ('with' in when) return `with ${code(`--${when.with}`)}`;
  if ('without' in when) return `unless ${code(`--${when.without}`)}`;
  if ('madeWith' in when) return `for a deployment made with ${code(`--${when.madeWith}`)}`;
  return `when ${code(when.key)} is ${code(when.is)}`;
}

/** A command's confirmations, each with its prompt as printed. */
function confirmMarkdown(node: CommandNode): string {
  const items = node.confirm.map((c: Confirmation) => {
    const details = [conditionText(c.when), c.skippedBy ? `${code(`--${c.skippedBy}`)} answers it` : '']
      .filter(Boolean)
      .join('; ');
    return `${code(c.prompt)}${details ? ` (${details})` : ''}`;
  });
  return `**Asks**: ${items.join('; ')}.`;
}

const EFFECT_LABELS: Record<EffectKind, string> = {
  creates: 'Creates',
  changes: 'Changes',
  removes: 'Removes',
  keeps: 'Keeps',
  reads: 'Reads',
};

const isEmpty = (record: object) => Object.keys(record).length === 0;

/** The command whose effects define a resource: the first that creates it, if any does. */
export function definingCommand(cli: CliIndex, id: string): CommandNode | undefined {
  return cli.leaves.find((node) => node.effects.some((e) => e.effect === 'creates' && e.resource === id && !e.through));
}

/**
 * One resource of an effect list: its name, then when and why in brackets. What defines the
 * resource (its `details`) stands in the list of the command that defines it, as it creates it;
 * any other command names it with a link to that command's section (`sections`: where this page
 * documents each command; given none, a command's section is its name), so a list never reads as if
 * the command set those details again.
 */
function effectItem(cli: CliIndex, node: CommandNode, effect: IndexedEffect, sections: CommandSections): string {
  const resource = cli.resources.get(effect.resource)!;
  const definer = resource.details ? definingCommand(cli, resource.id) : undefined;
  const defines = definer === node && effect.effect === 'creates';
  // Linked where the page documents the defining command (a page without it names the resource only).
  const anchor = definer && definer !== node ? (sections[definer.path] ?? (isEmpty(sections) ? definer.name : '')) : '';
  const name = anchor ? `[${resource.name}](#${anchor})` : resource.name;
  const details = [defines ? resource.details : '', conditionText(effect.when), effect.note].filter(Boolean).join('; ');
  return `${name}${details ? ` (${details})` : ''}`;
}

/**
 * What a command creates, changes, removes, keeps and reads, from its effects, and the AWS actions
 * they call (each command's own least-privilege list; the permissions section has them all).
 * `sections`: where this page documents each command, for the links to where a resource is defined.
 */
export function effectsMarkdown(cli: CliIndex, node: CommandNode, sections: CommandSections = {}): string {
  const lines = EFFECTS.flatMap((kind) => {
    const items = node.effects
      .filter((e) => e.effect === kind && !e.through)
      .map((e) => effectItem(cli, node, e, sections));
    // One resource: on the label's line. Several: a list under it, a resource a line, so that a
    // command creating a dozen reads as a dozen things, not one paragraph.
    if (items.length <= 1) return items.map((item) => `- ${EFFECT_LABELS[kind]}: ${item}.`);
    return [`- ${EFFECT_LABELS[kind]}:`, ...items.map((item) => `  - ${item}`)];
  });
  for (const runPath of node.runs) {
    const run = cli.commands.get(runPath)!;
    lines.push(`- Then: runs [${code(`mg ${runPath}`)}](#${run.name}), with what it reads and changes.`);
  }
  const actions = actionsOf(node);
  lines.push(
    actions.length
      ? `- AWS actions: ${actions.map(code).join(', ')} ([all permissions](/mg/overview/#aws-permissions)).`
      : '- AWS actions: none.',
  );
  return `**Effects**\n\n${lines.join('\n')}`;
}

/** A family's shared options: each flag once, with the commands that take it and, where they differ, their defaults. */
export function optionsMarkdown(cli: CliIndex, familyPath: string): string {
  const family = cli.commands.get(familyPath);
  if (!family?.options.length)
    throw new Error(`<MgOptions family="${familyPath}">: \`mg ${familyPath}\` lists no options`);
  const rows = family.options.map((name) => {
    const takers = family.children.filter((c) => c.flags.some((f) => f.name === name));
    const versions = takers.map((c) => ({ command: c, flag: c.flags.find((f) => f.name === name)! }));
    const base = cli.raw.flags.find((f) => f.name === name && f.commands?.includes(versions[0].command.path))!;
    const defaults = [...new Set(versions.map((v) => v.flag.default ?? ''))];
    const defaultText =
      defaults.length === 1
        ? defaultOf(base)
        : versions.map((v) => `${code(v.command.name)}: ${v.flag.default}`).join('; ');
    const used = takers.map((c) => `[${c.name}](#${c.name})`).join(', ');
    return [
      code(flagSpelling(base)),
      base.short ? code(`-${base.short}`) : '',
      defaultText,
      `${base.description} Taken by ${used}.`,
    ];
  });
  return table([FLAG_COLUMN, 'Alias', 'Default', 'Description'], rows);
}

/** The global options, taken by every command. */
export function globalOptionsMarkdown(cli: CliIndex): string {
  return flagTable(cli.globalFlags);
}

/** What mg exits with when it passes on the exit code of what follows its bare `--`. */
const restExitCode = (rest: Rest): string =>
  `the ${rest.name} after ${code('--')} exited with it: mg passes its code on, whatever it is, so a 2, 3 or 4 is then not mg's`;

/** The exit codes every command may return, then those a command adds. */
export function exitCodesMarkdown(cli: CliIndex): string {
  const confirming = cli.leaves
    .filter((node) => node.confirm.length)
    .map((node) => code(`mg ${node.path}`))
    .join(', ');
  const rows = cli.raw.exitCodes.map((c) => [
    code(c.code),
    c.meaning,
    c.returnedBy === 'confirming' ? confirming : 'every command',
  ]);
  for (const node of cli.leaves) {
    for (const c of node.exitCodes)
      rows.push([code(c.code), c.notYet ? `${c.meaning} (${NOT_YET})` : c.meaning, code(`mg ${node.path}`)]);
    if (node.rest?.exitCode === 'its-own') rows.push(['any', restExitCode(node.rest), code(`mg ${node.path}`)]);
  }
  return table(['Code', 'Meaning', 'Returned by'], rows);
}

/** The environment variables mg reads. */
export function environmentMarkdown(cli: CliIndex): string {
  return table(
    ['Variable', 'Meaning'],
    cli.raw.environment.map((v) => {
      const setting = cli.raw.settings.find((s) => s.id === v.setting)!;
      const at = setting.sources.findIndex((s) => 'env' in s && s.env === v.name);
      const before = setting.sources.slice(0, at).map(sourceText).join(' or ');
      return [code(v.name), `${setting.name}, when ${before} names none (see [settings](/mg/cli/main/#settings)).`];
    }),
  );
}

/** Each setting and where mg looks for it, first to last: the first one set wins. */
export function settingsMarkdown(cli: CliIndex): string {
  return table(
    ['Setting', 'Where mg looks, in order: the first one set wins'],
    cli.raw.settings.map((s: Setting) => [s.name, orderText(s)]),
  );
}

/** One-letter flags that mean different things in different commands: a hazard in scripts. */
export function shortFlagClashes(cli: CliIndex): { letter: string; names: [string, string[]][] }[] {
  const byLetter = new Map<string, Map<string, string[]>>();
  for (const flag of cli.raw.flags) {
    if (!flag.short) continue;
    const entry = byLetter.get(flag.short) ?? new Map();
    entry.set(flag.name, [
      ...(entry.get(flag.name) ?? []),
      ...(flag.global ? ['every command'] : (flag.commands ?? []).map((c) => `mg ${c}`)),
    ]);
    byLetter.set(flag.short, entry);
  }
  return [...byLetter].filter(([, names]) => names.size > 1).map(([letter, names]) => ({ letter, names: [...names] }));
}

export function shortFlagsMarkdown(cli: CliIndex): string {
  const rows = new Map<string, [string, string, string[]]>();
  for (const f of cli.raw.flags.filter((flag) => flag.short)) {
    const key = `${f.short} ${f.name}`;
    const takers = f.global ? ['every command'] : (f.commands ?? []).map((c) => code(`mg ${c}`));
    rows.set(key, [code(`-${f.short}`), code(`--${f.name}`), [...(rows.get(key)?.[2] ?? []), ...takers]]);
  }
  const sorted = [...rows.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
  const warnings = shortFlagClashes(cli).map(
    ({ letter, names }) =>
      `> [!WARNING]\n> ${code(`-${letter}`)} means ${names
        .map(([name, where]) => `${code(`--${name}`)} in ${where.map(code).join(' and ')}`)
        .join(' but ')}. Scripts should spell the long form.`,
  );
  return [
    ...warnings,
    table(
      ['Short', 'Long', 'Taken by'],
      sorted.map(([s, l, t]) => [s, l, t.join(', ')]),
    ),
  ].join('\n\n');
}

/**
 * Every command, with its summary, linked to where the docs explain it. `pages`: each family's
 * page (and `mg` for the commands with no family); `anchors`: each command's section id.
 */
export function commandIndexMarkdown(
  cli: CliIndex,
  pages: Record<string, string | undefined>,
  anchors: Map<string, string>,
): string {
  const rows = cli.leaves.map((node) => {
    const page = pages[node.family ?? 'mg'];
    if (!page) throw new Error(`<MgCommandIndex>: no page given for the family of \`mg ${node.path}\``);
    const anchor = anchors.get(node.path);
    if (!anchor) throw new Error(`<MgCommandIndex>: \`mg ${node.path}\` has no <MgCommand> section in the docs`);
    return [`[${code(`mg ${node.path}`)}](${page}#${anchor})`, node.summary];
  });
  return table(['Command', 'Does'], rows);
}

/** The AWS permissions, one row per service, from the commands' effects. */
export function permissionsMarkdown(cli: CliIndex): string {
  return table(
    ['Service', 'For', 'Commands'],
    permissionsOf(cli).map((p) => [
      p.service,
      p.resources.map((id) => cli.resources.get(id)!.name).join('; '),
      p.commands.map((c) => code(`mg ${c}`)).join(', '),
    ]),
  );
}

/**
 * The same permissions as an IAM policy document a reader can copy: a statement per service, and
 * one of its own for each action an IAM condition narrows, with that condition.
 */
export function policyDocument(cli: CliIndex) {
  return {
    Version: '2012-10-17',
    Statement: permissionsOf(cli).flatMap((p) => {
      const sid = p.service.replace(/[^A-Za-z0-9]/g, '');
      const open = p.actions.filter((action) => !p.conditions[action]);
      return [
        ...(open.length ? [{ Sid: sid, Effect: 'Allow', Action: open, Resource: '*' }] : []),
        ...Object.entries(p.conditions).map(([action, condition]) => ({
          Sid: `${sid}${action.split(':')[1]}`,
          Effect: 'Allow',
          Action: [action],
          Resource: '*',
          Condition: condition,
        })),
      ];
    }),
  };
}

export function policyMarkdown(cli: CliIndex): string {
  return ['```json', JSON.stringify(policyDocument(cli), null, 2), '```'].join('\n');
}

/** Where a resource lives, as the pages say it. */
const SCOPES: Record<Scope, string> = {
  region: 'the region',
  global: 'global',
  'us-east-1': '`us-east-1`, whatever the region',
  'on the machine': 'on the machine',
  'your machine': 'your machine',
  repository: 'your repository',
};
/** How AWS bills a resource. */
const BILLING: Record<Billing, string> = {
  hourly: 'hourly',
  monthly: 'monthly',
  storage: 'by what it stores',
  'per-request': 'per request',
  'per-request-traffic': 'per request and traffic',
  'hourly-storage': 'hourly, its storage monthly',
  free: 'no charge',
};

/** The commands with an effect of `kind` on `id`, as inline code. */
const commandsThat = (cli: CliIndex, kind: EffectKind, id: string) =>
  cli.leaves
    .filter((node) => node.effects.some((e) => e.effect === kind && e.resource === id))
    .map((node) => code(`mg ${node.path}`));

/**
 * The resources of a family (or every family's): what each is, where it lives, how AWS bills it
 * (linked to AWS's price page), which command creates it and which removes it, or why none does.
 */
export function resourcesMarkdown(cli: CliIndex, family?: string): string {
  // A lookup (the resources found by their tags) is no resource of its own: it costs nothing and nothing removes it.
  const chosen = cli.raw.resources.filter((r) => !r.lookup && (family ? r.family === family : true));
  if (!chosen.length) throw new Error(`<MgResources family="${family}">: no resources of that family`);
  return table(
    ['Resource', 'Where', 'Billed', 'Created by', 'Removed by'],
    chosen.map((r) => {
      const billed = r.price ? `[${BILLING[r.billing]}](${r.price})` : BILLING[r.billing];
      const created = commandsThat(cli, 'creates', r.id);
      const removed = commandsThat(cli, 'removes', r.id);
      const notes = [r.details, r.secret ? "it holds secrets: keep every copy out of your project's folder" : '']
        .filter(Boolean)
        .join('; ');
      return [
        notes ? `${r.name} (${notes})` : r.name,
        r.path ? `${SCOPES[r.scope]}: ${code(r.path)}` : SCOPES[r.scope],
        billed,
        created.join(', ') || 'not mg',
        removed.join(', ') || (r.kept ? `none: ${r.kept}` : 'not mg'),
      ];
    }),
  );
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A family's deployment states: where they come from, what each means, and what enters and leaves it. */
export function statesMarkdown(cli: CliIndex, family: string): string {
  const machine = cli.raw.states[family];
  if (!machine) throw new Error(`<MgStates family="${family}">: no states for that family`);
  // The model checks that a step's command exists.
  const step = (s: Step) =>
    'event' in s ? s.event : `${code(cli.commands.get(s.command)!.name)}${s.interrupted ? ', interrupted' : ''}`;
  return [
    `${machine.of}. A deployment is in one of ${NUMBERS[machine.states.length] ?? machine.states.length} states:`,
    table(
      ['State', 'Meaning', 'Entered by', 'Left by'],
      machine.states.map((s) => [
        `**${s.name}**`,
        s.meaning,
        s.enter.map(step).join(', '),
        s.leave.map(step).join(', ') || '—',
      ]),
    ),
  ].join('\n\n');
}

/** Every key of the project file, from its schema: the key's path, and what it holds. */
export function projectFileMarkdown(cli: CliIndex): string {
  const rows: string[][] = [];
  const walk = (schema: SchemaNode, key: string) => {
    const resolved = schema.$ref ? (cli.projectSchema.$defs?.[schema.$ref.split('/').at(-1)!] ?? {}) : schema;
    const description = schema.description ?? resolved.description ?? '';
    if (key && description) rows.push([code(key), description]);
    if (resolved.properties)
      for (const [name, child] of Object.entries(resolved.properties)) {
        if (name !== '$schema') walk(child, key ? `${key}.${name}` : name);
      }
    if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')
      walk(resolved.additionalProperties, `${key}.<name>`);
  };
  for (const family of PROJECT_FAMILIES) walk(cli.projectSchema.properties?.[family] ?? {}, family);
  return table(['Key', 'Holds'], rows);
}
