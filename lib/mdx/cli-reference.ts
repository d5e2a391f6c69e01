// The mg reference in the MDX pages, from the command line's one definition (content/cli/mg.json),
// and every mg command a reader can copy checked against it. A remark plugin, named in
// the docs pipeline (lib/mdx/plugins.ts):
// - It puts the Markdown of lib/cli/reference.ts in place of the reference's elements:
//   <MgCommand path="dmt db" />, <MgOptions family="dmt" />, <MgGlobalOptions />, <MgExitCodes />,
//   <MgEnvironment />, <MgShortFlags />, <MgPermissions />, <MgPolicy />, <MgSettings />,
//   <MgResources family="dmt" />, <MgStates family="lsd" />, <MgProjectFile />, <MgFlow /> (the Flow
//   page's diagram: static SVG on the page, a list in the Markdown copies), and
//   <MgCommandIndex dmt="/mg/cli/dmt/" … mg="/mg/cli/main/" /> (each family's page; where each
//   command is documented comes from each page's own render, which the page holding the index
//   waits for); a command's usage block gets an element marked for the search with its command
//   (referenceHandlers; its id: lib/cli/usage-anchor.ts). What it makes for the page only (that
//   element, the diagram, the blocks the search skips) names what stands for it in the Markdown
//   copy, as `data.markdownCopy` (markdown-copy.ts).
// - It reads every mg command in the page's shell blocks and inline code (lib/cli/command-line.ts)
//   and fails the build on any problem, naming the file and line, the command and the closest valid
//   spelling. Inline code that only names a family or a command (`mg dmt`) is fine.
// - It holds the page to the model of what mg does (lib/mdx/model-check.ts): project-file examples,
//   console samples' prompts, and no order of settings stated by hand.
// - It reads every POSIX shell block (and session) as the script a reader pastes, and refuses one
//   that would do harm run as written (lib/cli/procedure.ts): a line after a command that never
//   returns, a loop on a status that does not tell "not yet" from failure or has no limit, an
//   irreversible command after unchecked steps, a secret copied into the project's folder.
import path from 'node:path';
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { Heading, Nodes, Parents, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Handlers, State } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mgCommands, readCommand, readShellLine, type Problem } from '../cli/command-line.ts';
import { loadDefinition } from '../cli/definition.ts';
import { flowDiagramHast, flowDiagramMarkdown } from '../cli/flow-diagram.ts';
import {
  commandBehaviourMarkdown,
  commandIndexMarkdown,
  commandMarkdown,
  environmentMarkdown,
  exitCodesMarkdown,
  globalOptionsMarkdown,
  optionsMarkdown,
  permissionsMarkdown,
  policyMarkdown,
  projectFileMarkdown,
  resourcesMarkdown,
  settingsMarkdown,
  shortFlagsMarkdown,
  statesMarkdown,
} from '../cli/reference.ts';
import type { CliIndex } from '../cli/types.ts';
import { usageId } from '../cli/usage-anchor.ts';
import { procedureProblems } from '../cli/procedure.ts';
import { withSearchMark } from './anchor-ids.ts';
import { headingId } from './heading-ids.ts';
import { attribute } from './jsx-attributes.ts';
import { modelTreeProblems } from './model-check.ts';
import { SHELL_LANGS, blockScript, commandLines } from './shell.ts';
import type { CommandSections, FlowDiagram, Unindexed, UsageAnchor } from './tree-data.ts';

export const CONTENT_DIR = 'content';
const COMMAND_ELEMENT = 'MgCommand';
const INDEX_ELEMENT = 'MgCommandIndex';

/** True when the tree holds the MDX element `name`. */
function hasElement(tree: Root, name: string): boolean {
  let found = false;
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name === name) found = true;
  });
  return found;
}

/** An element's string attributes. */
type Attributes = Record<string, string | undefined>;

/** Each reference element and the Markdown it stands for; `sections`: where every command is documented. */
const ELEMENTS: Record<string, (cli: CliIndex, attrs: Attributes, sections: CommandSections) => string> = {
  [COMMAND_ELEMENT]: (cli, attrs, sections) => {
    const path = required(attrs, 'path', COMMAND_ELEMENT);
    return [commandMarkdown(cli, path), commandBehaviourMarkdown(cli, path, sections)].filter(Boolean).join('\n\n');
  },
  MgOptions: (cli, attrs) => optionsMarkdown(cli, required(attrs, 'family', 'MgOptions')),
  MgGlobalOptions: (cli) => globalOptionsMarkdown(cli),
  MgExitCodes: (cli) => exitCodesMarkdown(cli),
  MgEnvironment: (cli) => environmentMarkdown(cli),
  MgShortFlags: (cli) => shortFlagsMarkdown(cli),
  MgPermissions: (cli) => permissionsMarkdown(cli),
  MgPolicy: (cli) => policyMarkdown(cli),
  [INDEX_ELEMENT]: (cli, attrs, sections) => commandIndexMarkdown(cli, attrs, new Map(Object.entries(sections))),
  MgSettings: (cli) => settingsMarkdown(cli),
  MgResources: (cli, attrs) => resourcesMarkdown(cli, attrs.family),
  MgStates: (cli, attrs) => statesMarkdown(cli, required(attrs, 'family', 'MgStates')),
  MgProjectFile: (cli) => projectFileMarkdown(cli),
  MgFlow: (cli) => flowDiagramMarkdown(cli),
};

function required(attrs: Attributes, name: string, element: string): string {
  const value = attrs[name];
  if (!value) throw new Error(`<${element}> needs ${name}="…"`);
  return value;
}

/**
 * Where each command of one page's tree (before the reference is expanded) is documented: the id
 * of the heading above its <MgCommand> (heading-ids.ts), by the command's path.
 */
export function pageCommandSections(tree: Root): CommandSections {
  const sections: CommandSections = {};
  let heading: Heading | undefined;
  visit(tree, (node) => {
    if (node.type === 'heading') heading = node;
    if (node.type === 'mdxJsxFlowElement' && node.name === COMMAND_ELEMENT)
      sections[attribute(node, 'path') ?? ''] = heading ? headingId(heading) : '';
  });
  return sections;
}

/** A problem of an mg command in the docs: at a line of its block (0 for inline code), in the command as written. */
export interface CommandProblem extends Omit<Problem, 'kind'> {
  kind: Problem['kind'] | 'stray-mg' | 'hidden-mg';
  line: number;
  command: string;
}

/** What is wrong with an `mg` the checker cannot read as a command. */
const UNREADABLE = {
  'stray-mg': '`mg` stands where no command starts, so it cannot be checked: start the command with it',
  'hidden-mg':
    '`mg` stands in a string another shell runs, written so that it cannot be checked: put the whole string in one pair of quotes, with no backslash in it',
} as const;

/**
 * Every problem of the mg commands in one shell block (`lang`) or inline code (`lang` null): each
 * with its line in the block (0 for inline code), the command as written and the problem.
 */
export function commandProblems(text: string, lang: string | null, cli: CliIndex): CommandProblem[] {
  const found: CommandProblem[] = [];
  for (const command of commandLines(text, lang)) {
    const { commands, stray, hidden } = readShellLine(command.text);
    const whole = command.text.replace(/\s*\\\n\s*/g, ' ');
    for (const [kind, words] of [['stray-mg', stray] as const, ['hidden-mg', hidden] as const]) {
      for (const { start, end } of words)
        found.push({ line: command.line, command: whole, kind, message: UNREADABLE[kind], start, end });
    }
    for (const words of commands) {
      const { problems } = readCommand(words, cli, { asName: lang === null });
      const written = command.text.slice(words[0].start, words.at(-1)!.end).replace(/\s*\\\n\s*/g, ' ');
      for (const p of problems) found.push({ line: command.line, command: written, ...p });
    }
  }
  return found;
}

const describe = (file: string, line: number, p: CommandProblem) =>
  `${file}:${line}: \`${p.command}\`: ${p.message}${p.suggestion ? ` (did you mean \`${p.suggestion}\`?)` : ''}`;

/**
 * Every mg command in an mdast tree (positions from the MDX file) read against the definition:
 * how many there are, and each problem, one line each.
 */
export function checkTree(tree: Root, file: string, cli: CliIndex): { checked: number; problems: string[] } {
  const problems: string[] = [];
  let checked = 0;
  const record = (text: string, lang: string | null, lineOf: (p: CommandProblem) => number) => {
    for (const command of commandLines(text, lang)) checked += mgCommands(command.text).length;
    for (const p of commandProblems(text, lang, cli)) problems.push(describe(file, lineOf(p), p));
  };
  visit(tree, (node) => {
    if (node.type === 'code' && SHELL_LANGS.has(node.lang ?? '')) {
      // The fence is on the node's first line; the code starts on the next.
      const firstLine = (node.position?.start.line ?? 0) + 1;
      record(node.value, node.lang ?? null, (p) => firstLine + p.line);
      const script = blockScript(node.value, node.lang ?? '');
      for (const p of script === null ? [] : procedureProblems(script, cli))
        problems.push(`${file}:${firstLine + p.line}: ${p.message}`);
    } else if (node.type === 'inlineCode' && /^mg(\s|$)/.test(node.value)) {
      record(node.value, null, () => node.position?.start.line ?? 0);
    }
  });
  for (const p of modelTreeProblems(tree, cli)) problems.push(`${file}:${p.line}: ${p.message}`);
  return { checked, problems };
}

export class CommandCheckError extends Error {
  constructor(problems: string[]) {
    super(
      `${problems.length} mg command${problems.length === 1 ? '' : 's'} in the docs ${problems.length === 1 ? 'does' : 'do'} not match the command line's definition (content/cli/mg.json):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'CommandCheckError';
  }
}

/**
 * Markdown as mdast (GitHub's tables and alerts), for the generated parts. They hold no heading:
 * the page's headings have their ids already (heading-ids.ts), and a section is the page's to make.
 */
function parse(markdown: string): RootContent[] {
  const nodes = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children;
  const heading = nodes.find((node) => node.type === 'heading');
  if (heading)
    throw new Error(`The reference's Markdown holds a heading ("${markdown.split('\n')[0]}…"): a page makes its own`);
  return nodes;
}

/** A command's reference with the element marking its usage (lib/cli/usage-anchor.ts) before its usage block. */
function withUsageAnchor(nodes: RootContent[], commandPath: string): RootContent[] {
  const at = nodes.findIndex((node) => node.type === 'code');
  if (at === -1) throw new Error(`<${COMMAND_ELEMENT} path="${commandPath}">: its reference has no usage block`);
  const anchor: UsageAnchor = {
    type: 'usageAnchor',
    command: commandPath.trim().split(/\s+/),
    data: { markdownCopy: [] },
  };
  return [...nodes.slice(0, at), anchor, ...nodes.slice(at)];
}

/**
 * remark-rehype's handlers for the nodes this plugin makes: a usage mark becomes an empty span
 * with the usage id, marked for the search with its command.
 */
export const referenceHandlers: Handlers = {
  usageAnchor: (state: State, node: UsageAnchor): Element => {
    const span = withSearchMark(h('span', { id: usageId(node.command.join(' ')) }), {
      kind: 'usage',
      command: node.command,
    });
    state.patch(node, span);
    return span;
  },
};

/**
 * Generated lists of resources (a command's confirmations and effects, a family's resource table)
 * in a block the search does not index: the same resources stand in many sections, and would make
 * each of them answer any question about them.
 */
function unindexed(children: RootContent[]): Unindexed {
  return {
    type: 'unindexed',
    data: {
      hName: 'div',
      hProperties: { className: ['model-facts'], 'data-pagefind-ignore': 'all' },
      markdownCopy: children,
    },
    children,
  };
}

/** The states table's columns of what enters and leaves each state: the same commands in every row. */
const STATE_TRANSITION_COLUMNS = [2, 3];

/** Keeps the given columns of every table among `nodes` out of the search index. */
function unindexColumns(nodes: RootContent[], columns: number[]) {
  for (const table of nodes.filter((n): n is Table => n.type === 'table')) {
    for (const row of table.children) {
      for (const at of columns) {
        const cell = row.children[at];
        if (cell)
          cell.data = { ...cell.data, hProperties: { ...cell.data?.hProperties, 'data-pagefind-ignore': 'all' } };
      }
    }
  }
}

/** The elements whose Markdown the search does not index. */
const UNINDEXED = new Set(['MgResources', 'MgProjectFile']);

/**
 * The plugin: it expands and checks the page's tree, and says where the page documents each command
 * (`file.data.commandSections`). The page holding the index of every command (<MgCommandIndex>)
 * waits for the other pages' (`file.data.otherPagesCommandSections`, tree-data.ts).
 */
export default function remarkCliReference({ root = process.cwd() }: { root?: string } = {}) {
  // Synchronous, but for the page holding the index of every command: it waits for the other pages'.
  return (tree: Root, vfile?: VFile): Promise<Root> | undefined => {
    const cli = loadDefinition(root);
    const file = vfile?.path ? path.relative(root, vfile.path) : '(mdx)';
    const { problems } = checkTree(tree, file, cli);
    if (problems.length) throw new CommandCheckError(problems);
    const own = pageCommandSections(tree);
    if (vfile) vfile.data.commandSections = own;
    if (!hasElement(tree, INDEX_ELEMENT)) {
      expandReference(tree, cli, own);
      return undefined;
    }
    const others = vfile?.data.otherPagesCommandSections;
    if (!others)
      throw new Error(`${file}: <${INDEX_ELEMENT}> needs the other pages' commands (otherPagesCommandSections)`);
    return others().then((sections) => {
      const twice = Object.keys(own).find((command) => Object.hasOwn(sections, command));
      if (twice) throw new Error(`${file}: mg ${twice} is documented on this page and on another`);
      expandReference(tree, cli, { ...sections, ...own });
      return tree;
    });
  };
}

/** The nodes a reference element stands for. */
function referenceNodes(element: MdxJsxFlowElement, cli: CliIndex, sections: CommandSections): RootContent[] {
  const attrs: Attributes = Object.fromEntries(
    element.attributes.flatMap((a) =>
      a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [],
    ),
  );
  if (element.name === COMMAND_ELEMENT) {
    const commandPath = required(attrs, 'path', COMMAND_ELEMENT);
    const reference = withUsageAnchor(parse(commandMarkdown(cli, commandPath)), commandPath);
    const behaviour = commandBehaviourMarkdown(cli, commandPath, sections);
    return behaviour ? [...reference, unindexed(parse(behaviour))] : reference;
  }
  if (element.name === 'MgFlow') {
    // The page gets the drawing (static SVG); the Markdown copies, its facts as a list.
    const figure = flowDiagramHast(cli);
    const node: FlowDiagram = {
      type: 'flowDiagram',
      data: {
        hName: 'figure',
        hProperties: figure.properties,
        hChildren: figure.children,
        markdownCopy: parse(flowDiagramMarkdown(cli)),
      },
    };
    return [unindexed([node])];
  }
  const nodes = parse(ELEMENTS[element.name!](cli, attrs, sections));
  if (element.name === 'MgStates') unindexColumns(nodes, STATE_TRANSITION_COLUMNS);
  return UNINDEXED.has(element.name!) ? [unindexed(nodes)] : nodes;
}

/** Puts each reference element's Markdown in its place; `sections`: where each command is documented. */
function expandReference(tree: Root, cli: CliIndex, sections: CommandSections) {
  const expand = (node: Nodes) => {
    if (!('children' in node)) return;
    (node as Parents).children = node.children.flatMap((child: RootContent) => {
      if (child.type === 'mdxJsxFlowElement' && child.name && ELEMENTS[child.name])
        return referenceNodes(child, cli, sections);
      expand(child);
      return [child];
    }) as Parents['children'];
  };
  expand(tree);
}
