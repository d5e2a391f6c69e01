// The docs' elements as plain markup, the last rehype step of a page's article (docs-html.ts):
// - each highlighted code block in a frame whose header holds its name (a file or the language:
//   code-title.ts) and its buttons: Copy, and "Your values" on a command block with a reader's
//   value in it (hidden until the page's script can open their panel);
// - each table in a region that scrolls sideways on a narrow screen, reachable by keyboard;
// - a <CodeTabs group="Shell" labels={['bash / zsh', …]}> set as its variants one after another,
//   each under its label: what readers without JavaScript see; the page's script makes tabs of it.
// The buttons carry CHIP_BUTTON_CLASS, which the page replaces with the site's chip button classes.
// Any other MDX element left in the tree is refused: the docs know no component but these.
// The names of the article's markup are in docs-markup.ts, which the page's script imports
// without the pipeline.
import type { Element, ElementContent, Parents, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import {
  CHIP_BUTTON_CLASS,
  CODE_BLOCK_ATTRIBUTE,
  CODE_TOOLS_CLASS,
  SCROLL_CUE_CLASS,
  WIDE_TABLE_CLASS,
  CODE_TITLE_CLASS,
  COPY_BUTTON_ATTRIBUTE,
  VALUES_BUTTON_ATTRIBUTE,
  CODE_TABS_ATTRIBUTE,
  CODE_TAB_ATTRIBUTE,
  CODE_TABS_LABEL_CLASS,
  LINES_PROPERTY,
  ROWS_PROPERTY,
  LONG_CODE_CLASS,
  CODE_CLIP_CLASS,
  CODE_MORE_CLASS,
} from './docs-markup.ts';
import { LINE_LIMIT, USAGE_TITLE } from './code-layout.ts';
import { attribute, stringsAttribute } from './jsx-attributes.ts';
import { layOutFlowDiagram } from './flow-layout.ts';
import {
  columnLabels,
  OPTIONS_TABLE_CLASS,
  layOutOptionsTable,
  listAllAwsActions,
  markLongCode,
  markLongInline,
  unindexHeader,
  sayRepeatsOnce,
} from './table-layout.ts';
import { PHONE_TABLE_CLASS, copyMergedCells, fitsPhone, groupAllCommands } from './phone-tables.ts';

/** How many `tagName` elements `node` holds. */
function count(node: Element, tagName: string): number {
  let found = 0;
  visit(node, { type: 'element', tagName }, () => {
    found += 1;
  });
  return found;
}

/** `node` with `name: value` added to its inline style. */
function withStyle(node: Element, name: string, value: string | number): Element {
  const style = [node.properties?.style, `${name}:${value}`].filter(Boolean).join(';');
  return { ...node, properties: { ...node.properties, style } };
}

/** A block of more lines than this shows its first COLLAPSED_LINES, and "Show all" (a <details>) the rest. */
export const COLLAPSE_OVER = 20;
export const COLLAPSED_LINES = 14;

/**
 * A session's line of sample output longer than the column wraps, as a terminal wraps it: a
 * sentence (`Will destroy shop: the machine …`), not a table's row, whose columns line up with
 * spaces and would lose their places (scripts' output, `NAME  STATE`).
 */
function wrapLongOutput(code: Element | undefined) {
  for (const line of code?.children ?? []) {
    if (line.type !== 'element') continue;
    // shiki's `class`: a string, or a list once a transformer has added to it.
    const { class: shikiClass, className, ...rest } = line.properties ?? {};
    const classes = [shikiClass ?? [], className ?? []].flat().flatMap((name) => String(name).split(/\s+/));
    const text = toString(line);
    if (classes.includes('out') && text.length > LINE_LIMIT && !/\S {2,}\S/.test(text)) {
      line.properties = { ...rest, className: [...classes, 'wrap'] };
    }
  }
}

/** The class of a usage block's <pre>, which the page's styles wrap with a hanging indent. */
export const USAGE_CLASS = 'usage';

/**
 * A command's usage block set to wrap on any width (a phone's included) as a manual's synopsis does:
 * only between its bracketed parts (each in a `nw` span, never broken), every further line hanging
 * under the first argument. The lines after the first lose the spaces code-layout.ts indented them
 * with, since the hang (`--hang`, in characters) now indents them; Copy still copies the block as
 * written (`data-copy`).
 */
export function layOutUsage(pre: Element): Element {
  const code = pre.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code');
  if (!code) return pre;
  const written = toString(code).trimEnd();
  const first = written.split('\n')[0];
  const hang = first.search(/ [[<]/) + 1;
  if (hang <= 0) return pre;
  const lines = code.children.filter((n): n is Element => n.type === 'element');
  lines.forEach((line, i) => {
    const text = i === 0 ? toString(line) : toString(line).trimStart();
    line.children = text
      .split(/(\[[^\]]*\]|<[^>]*>)/)
      .filter(Boolean)
      .map((part) => (/^[[<]/.test(part) ? h('span', { className: ['nw'] }, part) : { type: 'text', value: part }));
  });
  const classes = [(pre.properties?.className as string[] | undefined) ?? []]
    .flat()
    .filter((c) => c !== SCROLL_CUE_CLASS);
  return withStyle(
    { ...pre, properties: { ...pre.properties, className: [...classes, USAGE_CLASS], dataCopy: written } },
    '--hang',
    hang,
  );
}

function codeBlock(highlighted: Element): Element {
  // The page lays out a block only once it nears the screen; until then its line count sizes it.
  const code = highlighted.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code');
  wrapLongOutput(code);
  const lines = code?.children.filter((n) => n.type === 'element').length ?? 1;
  // shiki writes `class` as a string, or as a list once a transformer has added a class to it (a
  // block with marked lines); hast elsewhere uses `className`. All become one attribute.
  const { 'data-title': title, dataTitle, class: shikiClass, ...own } = highlighted.properties ?? {};
  const classes = [
    [shikiClass ?? []].flat().flatMap((name) => String(name).split(/\s+/)),
    (own.className as string[] | undefined) ?? [],
  ]
    .flat()
    .filter(Boolean);
  const pre = withStyle(
    { ...highlighted, properties: { ...own, className: [...classes, SCROLL_CUE_CLASS] } },
    LINES_PROPERTY,
    Math.max(lines, 1),
  );
  const withValues = pre.properties?.['data-copy-slots'] !== undefined || pre.properties?.dataCopySlots !== undefined;
  const buttons = [
    ...(withValues
      ? [
          h(
            'button',
            {
              type: 'button',
              className: [CHIP_BUTTON_CLASS],
              hidden: true,
              ariaHasPopup: 'dialog',
              [VALUES_BUTTON_ATTRIBUTE]: '',
            },
            'Your values',
          ),
        ]
      : []),
    h('button', { type: 'button', className: [CHIP_BUTTON_CLASS], [COPY_BUTTON_ATTRIBUTE]: '' }, [
      h('span', 'Copy'),
      h('span', { className: ['visually-hidden'] }, ' code'),
    ]),
  ];
  // The block's header: its name (code-title.ts) and its buttons. Not the block's text: the search
  // leaves the header's words out. A block without a name (a fence with no language) is "Text".
  const name = ((title ?? dataTitle) as string | undefined) || 'Text';
  const shown = name === USAGE_TITLE ? layOutUsage(pre) : pre;
  const tools = h('div', { className: [CODE_TOOLS_CLASS], dataPagefindIgnore: '' }, [
    h('span', { className: [CODE_TITLE_CLASS] }, name),
    ...buttons,
  ]);
  if (lines <= COLLAPSE_OVER)
    return h('div', { className: ['code-block'], [CODE_BLOCK_ATTRIBUTE]: '' }, [shown, tools]);
  // A long block (the policy document) shows its first lines, faded, over "Show all": a disclosure
  // with nothing inside, whose open state the page's styles read, so it works without JavaScript.
  return h('div', { className: ['code-block', LONG_CODE_CLASS], [CODE_BLOCK_ATTRIBUTE]: '' }, [
    h('div', { className: [CODE_CLIP_CLASS], style: `--shown-lines:${COLLAPSED_LINES}` }, [pre]),
    tools,
    h('details', { className: [CODE_MORE_CLASS], dataPagefindIgnore: '' }, [
      h('summary', [
        h('span', { className: ['code-more-closed'] }, `Show all ${lines} lines`),
        h('span', { className: ['code-more-open'] }, 'Show fewer lines'),
      ]),
    ]),
  ]);
}

/** How many cells the table's first row has. */
const columns = (table: Element): number => {
  let row: Element | undefined;
  visit(table, { type: 'element', tagName: 'tr' }, (node) => {
    row = node;
    return EXIT;
  });
  return row?.children.filter((n) => n.type === 'element').length ?? 0;
};

/**
 * A table laid out to read (table-layout.ts: an options table as flag and description; in a
 * generated one, `generated`, a repeated cell said once; phone-tables.ts: commands by family, and
 * on a phone a small table kept whole, any other's rows stacked) in a region that scrolls sideways
 * on a narrow screen.
 */
function scrollingTable(table: Element, generated: boolean): Element {
  const options = layOutOptionsTable(table);
  if (generated && !options) sayRepeatsOnce(table);
  markLongInline(table);
  if (options) unindexHeader(table);
  groupAllCommands(table);
  // A small table stays a table on a phone; any other stacks its rows there, each row whole.
  const kept = !options && fitsPhone(table);
  if (!kept) copyMergedCells(table);
  const kind = [
    ...(options ? [OPTIONS_TABLE_CLASS] : columns(table) >= 4 ? [WIDE_TABLE_CLASS] : []),
    ...(kept ? [PHONE_TABLE_CLASS] : []),
  ];
  const labels = kept ? '' : columnLabels(table);
  return h(
    'div',
    {
      className: ['table-scroll', SCROLL_CUE_CLASS, ...kind],
      tabIndex: 0,
      role: 'region',
      ariaLabel: 'Table',
      // Its row count sizes it until the page lays it out; its columns' names label its cells when
      // its rows stack on a phone (docs-view.module.css).
      style: `${ROWS_PROPERTY}:${count(table, 'tr')}${labels ? `;${labels}` : ''}`,
    },
    [table],
  );
}

function codeTabs(node: MdxJsxFlowElementHast): Element {
  const group = attribute(node, 'group');
  const labels = stringsAttribute(node, 'labels') ?? [];
  const variants = node.children.filter((child): child is Element => child.type === 'element');
  if (!group || labels.length !== variants.length) {
    throw new Error(
      `<CodeTabs> needs group="…" and one label per code block (${labels.length} labels, ${variants.length} blocks)`,
    );
  }
  return h(
    'div',
    { className: ['code-tabs'], [CODE_TABS_ATTRIBUTE]: group },
    variants.map((variant, index) =>
      h('div', { role: 'group', ariaLabel: labels[index], [CODE_TAB_ATTRIBUTE]: labels[index] }, [
        h('p', { className: [CODE_TABS_LABEL_CLASS], ariaHidden: 'true' }, labels[index]),
        variant,
      ]),
    ),
  );
}

/**
 * An AWS action (`cloudfront:CreateOriginAccessControl`) is one long word: in a command's Effects
 * (`.model-facts`, which the search does not index) it may wrap after its colon on a narrow screen,
 * never inside a word.
 */
function breakAfterColons(node: Element) {
  visit(node, { type: 'element', tagName: 'code' }, (code) => {
    code.children = code.children.flatMap((part): ElementContent[] =>
      part.type === 'text'
        ? part.value
            .split(/(?<=:)(?=\w)/)
            .flatMap((piece, i) => [...(i ? [h('wbr')] : []), { type: 'text' as const, value: piece }])
        : [part],
    );
    return SKIP;
  });
}

export default function rehypeDocsElements() {
  return (tree: Root, file?: VFile) => {
    // `generated`: inside a generated block the search does not index (a resource table, Effects).
    const walk = (node: Parents, generated = false) => {
      // shiki gives each highlighted block as a fragment (a root of its own): its children in its place.
      const children = (node.children as (RootContent | Root)[]).flatMap((child) =>
        child.type === 'root' ? child.children : [child],
      );
      node.children = children.map((child) => {
        if (child.type === 'element' && child.tagName === 'pre') return codeBlock(child);
        if (child.type === 'element' && child.tagName === 'table') return scrollingTable(child, generated);
        const facts = child.type === 'element' && [child.properties?.className].flat().includes('model-facts');
        if (child.type === 'element' && [child.properties?.className].flat().includes('flow-diagram')) {
          layOutFlowDiagram(child);
        }
        if (facts) {
          listAllAwsActions(child);
          breakAfterColons(child);
        }
        if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeTabs') {
          walk(child);
          return codeTabs(child);
        }
        if (child.type.startsWith('mdx')) {
          const where = `${file?.path ?? '(mdx)'}:${child.position?.start.line ?? '?'}`;
          const name = 'name' in child && child.name ? `<${child.name}>` : child.type;
          throw new Error(`${where}: the docs know no element ${name}`);
        }
        if ('children' in child) walk(child, generated || facts);
        return child;
      }) as typeof node.children;
    };
    walk(tree);
    markLongCode(tree);
  };
}
