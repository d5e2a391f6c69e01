// A docs page from one parse of its MDX source, at build time: its article as one HTML string, its
// table of contents, its Markdown copy (markdown-copy.ts) and what the site search is told of the
// places it lands on (each element's `searchMark`, tree-data.ts). The article comes from the docs'
// remark and rehype plugins (lib/mdx/plugins.ts: the reference from the command line's definition,
// the commands checked, callouts, heading and flag anchors, reader words, reader's values, shiki), then
// the docs' elements as plain markup (docs-elements.ts: code blocks with their buttons, scrolling
// tables, shell tabs as stacked variants). The page shows it as one static element, so the browser
// receives the article as HTML and React never builds or hydrates a component tree for it; what the
// article does on the page (Copy, tabs, reader's values, links) its script adds (DocsScript).
import type { Root as Article } from 'hast';
import type { Nodes } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { SearchMark } from '../search/marks.ts';
import { referenceHandlers } from './cli-reference.ts';
import rehypeDocsElements from './docs-elements.ts';
import { markdownCopy } from './markdown-copy.ts';
import { REHYPE_PLUGINS, REMARK_PLUGINS } from './plugins.ts';
import rehypeCode from './rehype-code.ts';
import type { CommandSections } from './tree-data.ts';

/** The MDX elements the pipeline turns into markup of its own; any other is refused. */
const MDX_NODES: Nodes['type'][] = [
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
];

/** The pipeline: MDX in, the article's tree out. */
const pipeline = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(REMARK_PLUGINS)
  .use(remarkRehype, { passThrough: MDX_NODES, handlers: referenceHandlers })
  .use(REHYPE_PLUGINS)
  .use(rehypeDocsElements)
  .freeze();

/** A heading of a page's table of contents (## and ###), with the id the article gave it. */
export interface TocEntry {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** A docs page from one parse of its source. */
export interface RenderedDoc {
  /** The article, as one HTML string. */
  html: string;
  toc: TocEntry[];
  /** The Markdown copy's body, its links absolute on the page's address. */
  markdown: string;
  /** What the search is told of the article's elements, by id. */
  marks: Record<string, SearchMark>;
  /** The text of the page's code blocks, in order, the reference's among them. */
  codeBlocks: string[];
  /** The id of the section documenting each of its mg commands, by the command's path. */
  commands: CommandSections;
}

/**
 * Where the `pages` (`{ file, commands }`: each page's file and the `commands` its render gave)
 * document each mg command, as one map by path, for the index of every command. A command
 * documented on two pages is refused, naming both.
 */
export function commandsOfPages(pages: { file: string; commands: CommandSections }[]): CommandSections {
  const sections: CommandSections = {};
  const where: Record<string, string> = {};
  for (const { file, commands } of pages)
    for (const [command, section] of Object.entries(commands)) {
      if (Object.hasOwn(where, command))
        throw new Error(`mg ${command} is documented on ${where[command]} and ${file}`);
      where[command] = file;
      sections[command] = section;
    }
  return sections;
}

/** The headings the table of contents lists: ## and ###. */
const TOC_DEPTHS: Record<string, TocEntry['depth']> = { h2: 2, h3: 3 };

/**
 * The page of the MDX `source` (the file at `path`, for messages): `html`, its article; `toc`, its
 * ## and ### headings (`{ depth, text, id }`, the ids heading-ids.ts gave them); `markdown`, its
 * Markdown copy, with links absolute on `pageUrl` (as written without one); `marks`, what the
 * search is told of the article's elements, by id (anchor-ids.ts: SEARCH_MARK); `codeBlocks`, the
 * text of its code blocks in order, the reference's among them; `commands`, the id of the section
 * documenting each of its mg commands, by path. A page holding the index of every command needs
 * `otherPagesCommands`: a function answering (as a promise) the other pages' `commands`. Throws,
 * naming the file and line, when the source holds an mg command the definition refuses or an
 * element the docs do not know.
 */
export async function renderDocPage(
  source: string,
  path = '(mdx)',
  { pageUrl = '', otherPagesCommands }: { pageUrl?: string; otherPagesCommands?: () => Promise<CommandSections> } = {},
): Promise<RenderedDoc> {
  const file = new VFile({ path, value: source });
  if (otherPagesCommands) file.data.otherPagesCommandSections = otherPagesCommands;
  const tree: Article = await pipeline.run(pipeline.parse(file), file);
  const toc: TocEntry[] = [];
  const rows: { id: string; flag: string }[] = [];
  const marks: Record<string, SearchMark> = {};
  visit(tree, 'element', (node) => {
    const id = String(node.properties.id ?? '');
    const mark = node.data?.searchMark;
    if (id && mark) marks[id] = mark;
    const depth = TOC_DEPTHS[node.tagName];
    if (depth) toc.push({ depth, text: toString(node).trim(), id });
    // A flag's row, as option-anchors.ts marked it: the copy links its flag to the row's id (a row
    // whose mark was lost would leave the copy's rows unmatched, and the copy refuses that).
    if (id && mark?.kind === 'row') rows.push({ id, flag: mark.flag.replace(/^--/, '') });
  });
  const copyTree = file.data.markdownCopyTree;
  if (!copyTree) throw new Error(`${path}: the pipeline kept no tree for the Markdown copy`);
  const codeBlocks: string[] = [];
  visit(copyTree, 'code', (node) => {
    codeBlocks.push(node.value);
  });
  return {
    html: toHtml(tree),
    toc,
    markdown: markdownCopy(copyTree, { pageUrl, rows }),
    marks,
    codeBlocks,
    commands: file.data.commandSections ?? {},
  };
}

/**
 * A code sample outside the docs (a product page's) highlighted as the docs' code blocks are: the
 * same shiki plugin with the same themes (plugins.ts), at build time. Answers the HTML of its <pre>;
 * the page frames it.
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  const entry = REHYPE_PLUGINS.find((plugin) => Array.isArray(plugin) && plugin[0] === rehypeCode);
  if (!Array.isArray(entry)) throw new Error('lib/mdx/plugins.ts: the docs highlight code with rehype-code.ts');
  const tree: Article = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: [`language-${lang}`] },
            children: [{ type: 'text', value: code }],
          },
        ],
      },
    ],
  };
  return toHtml(
    await unified()
      .use(rehypeCode, entry[1] as Parameters<typeof rehypeCode>[0])
      .run(tree),
  );
}
