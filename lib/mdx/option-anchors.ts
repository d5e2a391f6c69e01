// Every flag of the CLI reference has an address: each row of an options table (a table whose first
// column is headed "Flag") gets an id, and its flag becomes a link to it, e.g. /mg/cli/dmt/#option-dose.
// The scheme: `option-<flag>` for a page's shared options (a section whose heading id is `options`
// or ends in `-options`, such as "Global options"), `<command>-option-<flag>` for a command's own
// table (the `db` section's --local-port is `#db-option-local-port`). The Markdown copies link
// their flags to the ids this plugin gives (markdown-copy.ts), and the site search lands on these rows
// (lib/search/rank.ts), told of each row and its flag by the row's search mark. Each such table
// also ends in an empty <tfoot id="flags-end-<n>">, marked as a table's end: the index then knows
// where its last row ends.
// A rehype plugin in the docs pipeline (plugins.ts); it runs after heading-ids.ts has given headings ids.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';
import {
  FLAG_HEADER,
  OPTION_LINK_CLASS,
  FLAG_WEIGHT,
  TABLE_END_PREFIX,
  flagName,
  optionsOwner,
  uniqueOptionId,
  withSearchMark,
} from './anchor-ids.ts';

const elements = (node: Element | undefined, tagName: string): Element[] =>
  (node?.children ?? []).filter(
    (c: ElementContent | RootContent): c is Element => c.type === 'element' && c.tagName === tagName,
  );

function isOptionsTable(table: Element): boolean {
  const head = elements(table, 'thead')[0];
  const firstCell = head && elements(elements(head, 'tr')[0], 'th')[0];
  return Boolean(firstCell) && toString(firstCell).trim() === FLAG_HEADER;
}

export default function rehypeOptionAnchors() {
  return (tree: Root) => {
    let section = '';
    let tables = 0;
    const used = new Set<string>();
    // In document order: a table's section is the last ## heading before it.
    visit(tree, 'element', (node) => {
      if (node.tagName === 'h2') section = String(node.properties?.id ?? '');
      if (node.tagName !== 'table' || !isOptionsTable(node)) return;
      for (const row of elements(elements(node, 'tbody')[0], 'tr')) anchorRow(row, section, used);
      tables += 1;
      node.children.push(withSearchMark(h('tfoot', { id: `${TABLE_END_PREFIX}${tables}` }), { kind: 'end' }));
      return SKIP;
    });
  };
}

function anchorRow(row: Element, section: string, used: Set<string>) {
  const cell = elements(row, 'td')[0];
  const flag = cell && flagName(toString(cell));
  if (!flag) return;
  const id = uniqueOptionId(section, flag, used);
  row.properties = { ...row.properties, id };
  withSearchMark(row, { kind: 'row', flag: `--${flag}`, owner: optionsOwner(section) });
  cell.children = [
    h('a', { href: `#${id}`, className: [OPTION_LINK_CLASS], dataPagefindWeight: String(FLAG_WEIGHT) }, cell.children),
  ];
}
