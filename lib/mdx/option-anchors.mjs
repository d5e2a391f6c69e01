// Every flag of the CLI reference has an address: each row of an options table (a table whose first
// column is headed "Flag") gets an id, and its flag becomes a link to it, e.g. /mg/cli/dmt/#option-dose.
// The scheme: `option-<flag>` for a page's shared options (a section whose heading id is `options`
// or ends in `-options`, such as "Global options"), `<command>-option-<flag>` for a command's own
// table (the `db` section's --local-port is `#db-option-local-port`). The Markdown copies link
// their flags to the same ids (lib/llms.ts), and the site search lands on these rows
// (lib/search/rank.ts). Each such table also ends in an empty <tfoot id="flags-end-<n>">: the index
// then knows where its last row ends.
// A rehype plugin in the docs pipeline (plugins.mjs); it runs after rehype-slug, which gives headings ids.
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';

/** The header of an options table's first column. */
export const FLAG_HEADER = 'Flag';
/** The class of a flag's link (styled in globals.css: a "#" shows on hover and focus). */
export const OPTION_LINK_CLASS = 'option-link';
/**
 * Pagefind's weight for a flag's own name (headings weigh 7 for h1 down to 2 for h6; text 1), so
 * a search for a flag ranks the page defining it first and lib/search/rank.ts can tell the defining row.
 */
export const FLAG_WEIGHT = 9;
/** The id prefix of the empty footer that ends an options table: `flags-end-1`, `flags-end-2`… */
export const TABLE_END_PREFIX = 'flags-end-';

const FLAG = /^--?([a-z0-9][a-z0-9-]*)/i;

/** `--dose <size>` → `dose`; null when the cell does not start with a flag. */
export function flagName(cell) {
  const match = FLAG.exec(cell.trim());
  return match ? match[1].toLowerCase() : null;
}

const isSharedOptions = (sectionId) => sectionId === 'options' || sectionId.endsWith('-options');

/** The id of a flag's row, given the id of the ## section holding its table ('' before any). */
export function optionId(sectionId, flag) {
  return sectionId && !isSharedOptions(sectionId) ? `${sectionId}-option-${flag}` : `option-${flag}`;
}

/** `optionId`, numbered (`-2`, `-3`) when `used` (a page's ids so far) already holds it. */
export function uniqueOptionId(sectionId, flag, used) {
  let id = optionId(sectionId, flag);
  for (let n = 2; used.has(id); n++) id = `${optionId(sectionId, flag)}-${n}`;
  used.add(id);
  return id;
}

/** The flag a row id names (`db-option-local-port` → `--local-port`), or null for other ids. */
export function flagOfId(id) {
  const match = /(?:^|-)option-([a-z0-9-]+)$/.exec(id);
  return match ? `--${match[1]}` : null;
}

const elements = (node, tagName) => (node.children ?? []).filter((c) => c.type === 'element' && c.tagName === tagName);

function isOptionsTable(table) {
  const head = elements(table, 'thead')[0];
  const firstCell = head && elements(elements(head, 'tr')[0] ?? {}, 'th')[0];
  return Boolean(firstCell) && toString(firstCell).trim() === FLAG_HEADER;
}

export default function rehypeOptionAnchors() {
  return (tree) => {
    let section = '';
    let tables = 0;
    const used = new Set();
    // In document order: a table's section is the last ## heading before it.
    visit(tree, 'element', (node) => {
      if (node.tagName === 'h2') section = String(node.properties?.id ?? '');
      if (node.tagName !== 'table' || !isOptionsTable(node)) return;
      for (const row of elements(elements(node, 'tbody')[0] ?? {}, 'tr')) anchorRow(row, section, used);
      tables += 1;
      node.children.push(h('tfoot', { id: `${TABLE_END_PREFIX}${tables}` }));
      return SKIP;
    });
  };
}

function anchorRow(row, section, used) {
  const cell = elements(row, 'td')[0];
  const flag = cell && flagName(toString(cell));
  if (!flag) return;
  const id = uniqueOptionId(section, flag, used);
  row.properties = { ...row.properties, id };
  cell.children = [
    h('a', { href: `#${id}`, className: [OPTION_LINK_CLASS], dataPagefindWeight: String(FLAG_WEIGHT) }, cell.children),
  ];
}
