// A docs page from one parse of its MDX source, at build time: its article as one HTML string, its
// table of contents, its Markdown copy (markdown-copy.mjs) and what the site search is told of the
// places it lands on (anchor-ids.mjs: SEARCH_MARK). The article comes from the docs' remark and
// rehype plugins (lib/mdx/plugins.mjs: the reference from the command line's definition, the
// commands checked, callouts, heading and flag anchors, reader words, reader's values, shiki), then
// the docs' elements as plain markup (docs-elements.mjs: code blocks with their buttons, scrolling
// tables, shell tabs as stacked variants). The page shows it as one static element, so the browser
// receives the article as HTML and React never builds or hydrates a component tree for it; what the
// article does on the page (Copy, tabs, reader's values, links) its script adds (DocsScript).
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { SEARCH_MARK } from './anchor-ids.mjs';
import { COMMAND_SECTIONS, OTHER_PAGES_COMMANDS, referenceHandlers } from './cli-reference.mjs';
import rehypeDocsElements from './docs-elements.mjs';
import { COPY_TREE, markdownCopy } from './markdown-copy.mjs';
import { MDX_OPTIONS } from './plugins.mjs';

/** The MDX elements the pipeline turns into markup of its own; any other is refused. */
const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

let processor;

/** The pipeline, its plugins imported once (by name or path, as the list gives them). */
async function docsProcessor() {
  if (processor) return processor;
  const resolve = (list) => Promise.all(list.map(async ([name, options]) => [(await import(name)).default, options]));
  const [remarkPlugins, rehypePlugins] = await Promise.all([
    resolve(MDX_OPTIONS.remarkPlugins),
    resolve(MDX_OPTIONS.rehypePlugins),
  ]);
  processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPlugins)
    .use(remarkRehype, { passThrough: MDX_NODES, handlers: referenceHandlers })
    .use(rehypePlugins)
    .use(rehypeDocsElements)
    .freeze();
  return processor;
}

/**
 * Where the `pages` (`{ file, commands }`: each page's file and the `commands` its render gave)
 * document each mg command, as one map by path, for the index of every command. A command
 * documented on two pages is refused, naming both.
 */
export function commandsOfPages(pages) {
  const sections = {};
  const where = {};
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
const TOC_DEPTHS = { h2: 2, h3: 3 };

/**
 * The page of the MDX `source` (the file at `path`, for messages): `html`, its article; `toc`, its
 * ## and ### headings (`{ depth, text, id }`, the ids rehype-slug gave them); `markdown`, its
 * Markdown copy, with links absolute on `pageUrl` (as written without one); `marks`, what the
 * search is told of the article's elements, by id (anchor-ids.mjs: SEARCH_MARK); `codeBlocks`, the
 * text of its code blocks in order, the reference's among them; `commands`, the id of the section
 * documenting each of its mg commands, by path. A page holding the index of every command needs
 * `otherPagesCommands`: a function answering (as a promise) the other pages' `commands`. Throws,
 * naming the file and line, when the source holds an mg command the definition refuses or an
 * element the docs do not know.
 */
export async function renderDocPage(source, path = '(mdx)', { pageUrl = '', otherPagesCommands } = {}) {
  const pipeline = await docsProcessor();
  const file = { path, value: source, data: { [OTHER_PAGES_COMMANDS]: otherPagesCommands } };
  const tree = await pipeline.run(pipeline.parse(file), file);
  const toc = [];
  const rows = [];
  const marks = {};
  visit(tree, 'element', (node) => {
    const id = String(node.properties.id ?? '');
    const mark = node.data?.[SEARCH_MARK];
    if (id && mark) marks[id] = mark;
    if (node.tagName in TOC_DEPTHS) toc.push({ depth: TOC_DEPTHS[node.tagName], text: toString(node).trim(), id });
    // A flag's row, as option-anchors.mjs marked it: the copy links its flag to the row's id (a row
    // whose mark was lost would leave the copy's rows unmatched, and the copy refuses that).
    if (id && mark?.kind === 'row') rows.push({ id, flag: mark.flag.replace(/^--/, '') });
  });
  const copyTree = file.data[COPY_TREE];
  const codeBlocks = [];
  visit(copyTree, 'code', (node) => {
    codeBlocks.push(node.value);
  });
  return {
    html: toHtml(tree),
    toc,
    markdown: markdownCopy(copyTree, { pageUrl, rows }),
    marks,
    codeBlocks,
    commands: file.data[COMMAND_SECTIONS],
  };
}

/**
 * A code sample outside the docs (a product page's) highlighted as the docs' code blocks are: the
 * same shiki plugin with the same themes (plugins.mjs), at build time. Answers the HTML of its
 * <pre>; the page frames it.
 */
export async function highlightCode(code, lang) {
  const [name, options] = MDX_OPTIONS.rehypePlugins.find(([plugin]) => plugin.endsWith('/rehype-code.mjs'));
  const rehypeCode = (await import(name)).default;
  const tree = {
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
  return toHtml(await unified().use(rehypeCode, options).run(tree));
}
