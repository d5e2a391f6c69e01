// The mg reference in the MDX pages, from the command line's one definition (content/cli/mg.json),
// and every mg command a reader can copy checked against it. A remark plugin, named in
// the docs pipeline (lib/mdx/plugins.mjs):
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
//   copy, as `data.markdownCopy` (markdown-copy.mjs).
// - It reads every mg command in the page's shell blocks and inline code (lib/cli/command-line.ts)
//   and fails the build on any problem, naming the file and line, the command and the closest valid
//   spelling. Inline code that only names a family or a command (`mg dmt`) is fine.
// - It holds the page to the model of what mg does (lib/mdx/model-check.mjs): project-file examples,
//   console samples' prompts, and no order of settings stated by hand.
import { visit } from 'unist-util-visit';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { h } from 'hastscript';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { loadDefinition } from '../cli/definition.ts';
import { mgCommands, readCommand, readShellLine } from '../cli/command-line.ts';
import { flowDiagramHast, flowDiagramMarkdown } from '../cli/flow-diagram.ts';
import { usageId } from '../cli/usage-anchor.ts';
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
import { withSearchMark } from './anchor-ids.mjs';
import { attribute } from './jsx-attributes.mjs';
import { modelTreeProblems } from './model-check.mjs';
import { SHELL_LANGS, commandLines } from './shell.mjs';

export const CONTENT_DIR = 'content';
export const COMMAND_ELEMENT = 'MgCommand';
const INDEX_ELEMENT = 'MgCommandIndex';

/** True when the tree holds the MDX element `name`. */
function hasElement(tree, name) {
  let found = false;
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name === name) found = true;
  });
  return found;
}

/** Each reference element and the Markdown it stands for. */
const ELEMENTS = {
  [COMMAND_ELEMENT]: (cli, attrs) => {
    const path = required(attrs, 'path', COMMAND_ELEMENT);
    return [commandMarkdown(cli, path), commandBehaviourMarkdown(cli, path)].filter(Boolean).join('\n\n');
  },
  MgOptions: (cli, attrs) => optionsMarkdown(cli, required(attrs, 'family', 'MgOptions')),
  MgGlobalOptions: (cli) => globalOptionsMarkdown(cli),
  MgExitCodes: (cli) => exitCodesMarkdown(cli),
  MgEnvironment: (cli) => environmentMarkdown(cli),
  MgShortFlags: (cli) => shortFlagsMarkdown(cli),
  MgPermissions: (cli) => permissionsMarkdown(cli),
  MgPolicy: (cli) => policyMarkdown(cli),
  [INDEX_ELEMENT]: (cli, attrs, _root, sections) => commandIndexMarkdown(cli, attrs, new Map(Object.entries(sections))),
  MgSettings: (cli) => settingsMarkdown(cli),
  MgResources: (cli, attrs) => resourcesMarkdown(cli, attrs.family),
  MgStates: (cli, attrs) => statesMarkdown(cli, required(attrs, 'family', 'MgStates')),
  MgProjectFile: (cli) => projectFileMarkdown(cli),
  MgFlow: (cli) => flowDiagramMarkdown(cli),
};

function required(attrs, name, element) {
  if (!attrs[name]) throw new Error(`<${element}> needs ${name}="…"`);
  return attrs[name];
}

/**
 * The Markdown a reference element stands for, or null for any other element. `sections`: where
 * every command is documented, by path (the index of every command needs it).
 */
export function elementMarkdown(name, attrs, root = process.cwd(), sections = {}) {
  const render = ELEMENTS[name];
  return render ? render(loadDefinition(root), attrs, root, sections) : null;
}

/**
 * Where each command of one page's tree (before the reference is expanded) is documented: the id
 * rehype-slug gives the heading above its <MgCommand>, by the command's path.
 */
export function pageCommandSections(tree) {
  const sections = {};
  const slugger = new GithubSlugger();
  let heading = '';
  visit(tree, (node) => {
    if (node.type === 'heading') heading = slugger.slug(toString(node));
    if (node.type === 'mdxJsxFlowElement' && node.name === COMMAND_ELEMENT) sections[attribute(node, 'path')] = heading;
  });
  return sections;
}

/**
 * Where the page run by the pipeline documents each of its commands, in the file's data
 * (`vfile.data[COMMAND_SECTIONS]`, by path): the pages' own parses together make the index of every
 * command. The page holding that index (<MgCommandIndex>) gets the other pages' from
 * `vfile.data[OTHER_PAGES_COMMANDS]`, a function that answers them (as a promise).
 */
export const COMMAND_SECTIONS = 'commandSections';
export const OTHER_PAGES_COMMANDS = 'otherPagesCommandSections';

/**
 * Every problem of the mg commands in one shell block (`lang`) or inline code (`lang` null): each
 * with its line in the block (0 for inline code), the command as written and the problem.
 */
export function commandProblems(text, lang, cli) {
  const found = [];
  for (const command of commandLines(text, lang)) {
    const { commands, stray, hidden } = readShellLine(command.text);
    const whole = command.text.replace(/\s*\\\n\s*/g, ' ');
    for (const word of stray) {
      found.push({
        line: command.line,
        command: whole,
        kind: 'stray-mg',
        message: '`mg` stands where no command starts, so it cannot be checked: start the command with it',
        start: word.start,
        end: word.end,
      });
    }
    for (const word of hidden) {
      found.push({
        line: command.line,
        command: whole,
        kind: 'hidden-mg',
        message:
          '`mg` stands in a string another shell runs, written so that it cannot be checked: put the whole string in one pair of quotes, with no backslash in it',
        start: word.start,
        end: word.end,
      });
    }
    for (const words of commands) {
      const { problems } = readCommand(words, cli, { asName: lang === null });
      const written = command.text.slice(words[0].start, words.at(-1).end).replace(/\s*\\\n\s*/g, ' ');
      for (const p of problems) found.push({ line: command.line, command: written, ...p });
    }
  }
  return found;
}

const describe = (file, line, p) =>
  `${file}:${line}: \`${p.command}\`: ${p.message}${p.suggestion ? ` (did you mean \`${p.suggestion}\`?)` : ''}`;

/**
 * Every mg command in an mdast tree (positions from the MDX file) read against the definition:
 * how many there are, and each problem, one line each.
 */
export function checkTree(tree, file, cli) {
  const problems = [];
  let checked = 0;
  const record = (text, lang, lineOf) => {
    for (const command of commandLines(text, lang)) checked += mgCommands(command.text).length;
    for (const p of commandProblems(text, lang, cli)) problems.push(describe(file, lineOf(p), p));
  };
  visit(tree, (node) => {
    if (node.type === 'code' && SHELL_LANGS.has(node.lang ?? '')) {
      // The fence is on the node's first line; the code starts on the next.
      record(node.value, node.lang, (p) => (node.position?.start.line ?? 0) + 1 + p.line);
    } else if (node.type === 'inlineCode' && /^mg(\s|$)/.test(node.value)) {
      record(node.value, null, () => node.position?.start.line ?? 0);
    }
  });
  for (const p of modelTreeProblems(tree, cli)) problems.push(`${file}:${p.line}: ${p.message}`);
  return { checked, problems };
}

export class CommandCheckError extends Error {
  constructor(problems) {
    super(
      `${problems.length} mg command${problems.length === 1 ? '' : 's'} in the docs ${problems.length === 1 ? 'does' : 'do'} not match the command line's definition (content/cli/mg.json):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'CommandCheckError';
  }
}

/** Markdown as mdast (GitHub's tables and alerts), for the generated parts. */
const parse = (markdown) =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children;

/** A command's reference with the element marking its usage (lib/cli/usage-anchor.ts) before its usage block. */
function withUsageAnchor(nodes, commandPath) {
  const at = nodes.findIndex((node) => node.type === 'code');
  if (at === -1) throw new Error(`<${COMMAND_ELEMENT} path="${commandPath}">: its reference has no usage block`);
  const anchor = { type: USAGE_ANCHOR, command: commandPath.trim().split(/\s+/), data: { markdownCopy: [] } };
  return [...nodes.slice(0, at), anchor, ...nodes.slice(at)];
}

/** The mdast node marking a command's usage block (`command`: its words). */
const USAGE_ANCHOR = 'usageAnchor';

/**
 * remark-rehype's handlers for the nodes this plugin makes: a usage mark becomes an empty span
 * with the usage id, marked for the search with its command.
 */
export const referenceHandlers = {
  [USAGE_ANCHOR]: (state, node) => {
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
function unindexed(children) {
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
function unindexColumns(nodes, columns) {
  for (const table of nodes.filter((n) => n.type === 'table')) {
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
 * The plugin: it expands and checks the page's tree, and says where the page documents each command.
 * @returns {(tree: import('unist').Node, file?: { path?: string, data: Record<string, unknown> }) => Promise<import('unist').Node> | undefined}
 */
export default function remarkCliReference({ root = process.cwd() } = {}) {
  // Synchronous, but for the page holding the index of every command: it waits for the other pages'.
  return (tree, vfile) => {
    const cli = loadDefinition(root);
    const file = vfile?.path ? path.relative(root, vfile.path) : '(mdx)';
    const { problems } = checkTree(tree, file, cli);
    if (problems.length) throw new CommandCheckError(problems);
    const own = pageCommandSections(tree);
    if (vfile) vfile.data[COMMAND_SECTIONS] = own;
    if (!hasElement(tree, INDEX_ELEMENT)) {
      expandReference(tree, root, own);
      return undefined;
    }
    const others = vfile?.data[OTHER_PAGES_COMMANDS];
    if (!others)
      throw new Error(`${file}: <${INDEX_ELEMENT}> needs the other pages' commands (${OTHER_PAGES_COMMANDS})`);
    return others().then((sections) => {
      const twice = Object.keys(own).find((command) => Object.hasOwn(sections, command));
      if (twice) throw new Error(`${file}: mg ${twice} is documented on this page and on another`);
      expandReference(tree, root, { ...sections, ...own });
      return tree;
    });
  };
}

/** Puts each reference element's Markdown in its place; `sections`: where each command is documented. */
function expandReference(tree, root, sections) {
  const expand = (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'mdxJsxFlowElement' && ELEMENTS[child.name]) {
        const attrs = Object.fromEntries(
          (child.attributes ?? []).filter((a) => typeof a.value === 'string').map((a) => [a.name, a.value]),
        );
        if (child.name === COMMAND_ELEMENT) {
          const cli = loadDefinition(root);
          const reference = withUsageAnchor(parse(commandMarkdown(cli, attrs.path)), attrs.path);
          const behaviour = commandBehaviourMarkdown(cli, attrs.path);
          return behaviour ? [...reference, unindexed(parse(behaviour))] : reference;
        }
        if (child.name === 'MgFlow') {
          // The page gets the drawing (static SVG); the Markdown copies, its facts as a list.
          const figure = flowDiagramHast(loadDefinition(root));
          const node = {
            type: 'flowDiagram',
            data: {
              hName: 'figure',
              hProperties: figure.properties,
              hChildren: figure.children,
              markdownCopy: parse(flowDiagramMarkdown(loadDefinition(root))),
            },
          };
          return [unindexed([node])];
        }
        const nodes = parse(elementMarkdown(child.name, attrs, root, sections));
        if (child.name === 'MgStates') unindexColumns(nodes, STATE_TRANSITION_COLUMNS);
        return UNINDEXED.has(child.name) ? [unindexed(nodes)] : nodes;
      }
      expand(child);
      return [child];
    });
  };
  expand(tree);
}
