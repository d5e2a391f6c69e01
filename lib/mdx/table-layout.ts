// Tables and generated lists laid out to read in the article's column (docs-elements.ts applies
// them; the Markdown copy keeps its tables as written):
// - an options table (Flag, Alias, Default, Description) becomes two columns: the flag with its
//   short alias under it ("or -d"), and the description with the default under it (its label kept out of the
//   search), so the flag's column is as narrow as its longest flag and the description has the rest;
// - in a generated table the search does not index (a family's resources, in `.model-facts`), a
//   long cell repeated down a column is said once: the rows holding it are brought together (in
//   their order) and merged into one cell, as is any run of equal commands (`mg esp deploy` five
//   times over); short words (`global`, `no charge`) stay in their rows, which keep their lines;
// - short inline code (under INLINE_KEPT_WHOLE characters), and short links and cells in a table,
//   are kept on one line by the page's styles; a longer one is marked to wrap at its spaces;
// - a command's AWS actions (a line of its Effects) become a list of their own, which wraps only
//   between actions;
// - a table of three columns or more names its columns for a phone, where its rows stack as cards
//   and each cell after the first shows its column's name above it (columnLabels; phone-tables.ts
//   keeps each row's cells in their columns' order);
// - an options table's header row is left out of the search index (unindexHeader).
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { FLAG_HEADER } from './anchor-ids.ts';

/** Inline code or a link in a table cell shorter than this stays on one line; a longer one wraps at its spaces. */
export const INLINE_KEPT_WHOLE = 24;
/** The class of inline code or a link long enough to wrap inside a table cell. */
export const WRAPS_CLASS = 'wraps';
/** The class of the frame of an options table laid out as flag and description. */
export const OPTIONS_TABLE_CLASS = 'options-table';
/** A cell this long or longer, repeated down its column, is said once. */
const LONG_CELL = 40;

const children = (node: Element | undefined, tagName: string): Element[] =>
  (node?.children ?? []).filter((c): c is Element => c.type === 'element' && c.tagName === tagName);

const cellsOf = (row: Element): Element[] =>
  row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));

/** The table's header texts, trimmed. */
const headers = (table: Element): string[] =>
  cellsOf(children(children(table, 'thead')[0], 'tr')[0] ?? h('tr')).map((cell) => toString(cell).trim());

const isEmpty = (cell: Element | undefined) => !cell || toString(cell).trim() === '';

/** A cell worth merging with its equals: a long one, or one made of inline code alone (commands). */
function merges(cell: Element | undefined): boolean {
  if (!cell || isEmpty(cell)) return false;
  if (toString(cell).trim().length >= LONG_CELL) return true;
  return cell.children.every(
    (child) =>
      (child.type === 'element' && child.tagName === 'code') || (child.type === 'text' && /^[\s,]*$/.test(child.value)),
  );
}

/** Flag, Alias, Default, Description → the flag (its alias under it) and the description (its default under it). */
export function layOutOptionsTable(table: Element): boolean {
  const names = headers(table);
  if (names.join('|') !== [FLAG_HEADER, 'Alias', 'Default', 'Description'].join('|')) return false;
  const head = children(children(table, 'thead')[0], 'tr')[0];
  const [flagHead, , , describedHead] = cellsOf(head);
  head.children = [flagHead, describedHead];
  for (const row of children(children(table, 'tbody')[0], 'tr')) {
    const [flag, alias, byDefault, description] = cellsOf(row);
    if (!flag || !description) continue;
    if (!isEmpty(alias)) {
      // "or -d": the word is the page's; the search reads the alias right after the flag's value.
      flag.children.push(
        h('div', { className: ['flag-alias'] }, [h('span', { dataPagefindIgnore: '' }, 'or '), ...alias.children]),
      );
    }
    if (!isEmpty(byDefault)) {
      description.children.push(
        // Blocks, as the cells were: the search's index keeps each part's words apart.
        h('div', { className: ['flag-default'] }, [
          // The label is the page's, not the reference's words: the search leaves it out.
          h('span', { className: ['flag-default-label'], dataPagefindIgnore: '' }, 'Default: '),
          ...byDefault.children,
        ]),
      );
    }
    row.children = [flag, description];
  }
  return true;
}

/**
 * In a generated table, the rows holding a long cell that repeats down its column brought together
 * after its first (the others keeping their order), then each run of equal cells in a column after
 * the first merged into one cell spanning its rows.
 */
export function sayRepeatsOnce(table: Element): void {
  const body = children(table, 'tbody')[0];
  if (!body) return;
  let rows = children(body, 'tr');
  if (rows.length < 3) return;
  const key = (cell: Element | undefined) => (cell ? toHtml(cell.children) : '');
  const columns = Math.max(...rows.map((row) => cellsOf(row).length));
  // The column whose long cell repeats most brings its rows together.
  let grouping: { column: number; repeats: number } | undefined;
  for (let column = 1; column < columns; column++) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const cell = cellsOf(row)[column];
      if (cell && toString(cell).trim().length >= LONG_CELL) counts.set(key(cell), (counts.get(key(cell)) ?? 0) + 1);
    }
    const repeats = Math.max(0, ...counts.values());
    if (repeats > 1 && (!grouping || repeats > grouping.repeats)) grouping = { column, repeats };
  }
  if (grouping) {
    const column = grouping.column;
    const ordered: Element[] = [];
    for (const row of rows) {
      if (ordered.includes(row)) continue;
      const cell = cellsOf(row)[column];
      const same = cell && toString(cell).trim().length >= LONG_CELL ? key(cell) : null;
      ordered.push(
        row,
        ...rows.filter(
          (other) => same !== null && other !== row && key(cellsOf(other)[column]) === same && !ordered.includes(other),
        ),
      );
    }
    rows = ordered;
    body.children = rows;
  }
  sayColumnsOnce(table, rows);
  // Merge runs of equal cells, column by column: a run's first cell spans it, the others go.
  const grid = rows.map((row) => cellsOf(row));
  for (let column = 1; column < columns; column++) {
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      const same = i < rows.length && merges(grid[i][column]) && key(grid[i][column]) === key(grid[start][column]);
      if (same) continue;
      if (i - start > 1 && grid[start][column]) {
        grid[start][column].properties = { ...grid[start][column].properties, rowSpan: i - start };
        for (let j = start + 1; j < i; j++) {
          rows[j].children = rows[j].children.filter((child) => child !== grid[j][column]);
        }
      }
      start = i;
    }
  }
}

/**
 * A column (after the first) holding one value in every row of a table of three columns or more is
 * said once, in the table's caption ("Created by `mg esp deploy`, for every resource."), and leaves
 * the table: a cell merged down the whole table reads as an empty band.
 */
function sayColumnsOnce(table: Element, rows: Element[]): void {
  const head = children(children(table, 'thead')[0], 'tr')[0];
  if (!head) return;
  const names = cellsOf(head);
  const key = (cell: Element | undefined) => (cell && !isEmpty(cell) ? toHtml(cell.children) : undefined);
  const said: Element[] = [];
  for (let column = names.length - 1; column >= 1; column--) {
    if (names.length - said.length < 3) break;
    const first = key(cellsOf(rows[0])[column]);
    if (first === undefined || !rows.every((row) => key(cellsOf(row)[column]) === first)) continue;
    const value = cellsOf(rows[0])[column];
    said.unshift(h('span', [h('strong', toString(names[column]).trim()), ' ', ...value.children]));
    head.children = head.children.filter((child) => child !== names[column]);
    for (const row of rows) {
      const cell = cellsOf(row)[column];
      row.children = row.children.filter((child) => child !== cell);
    }
  }
  if (!said.length) return;
  const subject = toString(names[0]).trim().toLowerCase() || 'row';
  table.children.unshift(
    h('caption', { className: [COMMON_CAPTION_CLASS] }, [
      ...said.flatMap((part, i) => (i ? ['; ', part] : [part])),
      `, for every ${subject}.`,
    ]),
  );
}

/** The class of a generated table's caption stating the columns said once. */
export const COMMON_CAPTION_CLASS = 'said-once';

/** A cell this short (`global`, `the region`) stays on one line: the column is as wide as it. */
const SHORT_CELL = 16;
/** The class of such a cell. */
export const SHORT_CELL_CLASS = 'short';

const withClass = (node: Element, name: string) => {
  node.properties = { ...node.properties, className: [...[node.properties?.className ?? []].flat().map(String), name] };
};

/** The class of a word of long inline code that holds a hyphen (`--local-port`): kept on one line. */
export const WORD_CLASS = 'nb';

/**
 * Long inline code `code`, marked to wrap, wraps at its spaces only: a browser would also break a line
 * after any hyphen (`--` / `local-port`), so each word holding one is kept whole in a span.
 */
function wrapAtSpacesOnly(code: Element): void {
  withClass(code, WRAPS_CLASS);
  visit(code, 'text', (text, index, parent) => {
    if (!parent || index === undefined || !text.value.includes('-')) return;
    const parts: ElementContent[] = text.value
      .split(/(\s+)/)
      .filter(Boolean)
      .map((part) =>
        part.includes('-') && !/\s/.test(part)
          ? h('span', { className: [WORD_CLASS] }, part)
          : { type: 'text', value: part },
      );
    parent.children.splice(index, 1, ...parts);
    return [SKIP, index + parts.length];
  });
}

/**
 * Short inline code and links in a table's cells stay whole, and so does a short cell's text;
 * longer code and links are marked to wrap (code at its spaces only).
 */
export function markLongInline(table: Element): void {
  visit(table, 'element', (node) => {
    if ((node.tagName === 'td' || node.tagName === 'th') && toString(node).trim().length <= SHORT_CELL) {
      withClass(node, SHORT_CELL_CLASS);
    }
    if (node.tagName === 'code' && toString(node).length >= INLINE_KEPT_WHOLE) {
      wrapAtSpacesOnly(node);
      return SKIP;
    }
    if (node.tagName === 'a' && toString(node).length >= INLINE_KEPT_WHOLE) withClass(node, WRAPS_CLASS);
  });
}

/** Inline code anywhere under `node` (not a block's) marked to wrap at its spaces when long: shorter code stays whole. */
export function markLongCode(node: Element | Root): void {
  visit(node, 'element', (child, _index, parent) => {
    if (child.tagName === 'pre') return SKIP;
    if (child.tagName === 'code' && !(parent && 'tagName' in parent && parent.tagName === 'pre')) {
      if (toString(child).length >= INLINE_KEPT_WHOLE && !child.properties?.className?.toString().includes(WRAPS_CLASS))
        wrapAtSpacesOnly(child);
      return SKIP;
    }
  });
}

/**
 * A command's Effects line "AWS actions: `a`, `b` ([all permissions](…))." as the label with its
 * link, then the actions as a list; false when the item is not one.
 */
export function listAwsActions(item: Element): boolean {
  const first = item.children[0];
  if (first?.type !== 'text' || !first.value.startsWith('AWS actions:')) return false;
  const actions = item.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!actions.length) return false;
  const link = item.children.find((c): c is Element => c.type === 'element' && c.tagName === 'a');
  const label: ElementContent[] = [{ type: 'text', value: 'AWS actions' }];
  if (link) label.push({ type: 'text', value: ' (' }, link, { type: 'text', value: ')' });
  label.push({ type: 'text', value: ':' });
  item.children = [
    ...label,
    h(
      'ul',
      { className: ['aws-actions'] },
      actions.map((action) => h('li', [action])),
    ),
  ];
  return true;
}

/** Every AWS actions line under `node` listed (listAwsActions). */
export function listAllAwsActions(node: Element): void {
  visit(node, 'element', (child) => {
    if (child.tagName === 'li' && listAwsActions(child)) return SKIP;
  });
}

/**
 * A table's header row kept out of the search index. For an options table: its column names
 * ("Flag", "Description") stand over every such table alike, and would open an excerpt with them
 * run into the first row. Other tables keep theirs, which name what their rows hold ("Memory").
 */
export function unindexHeader(table: Element): void {
  for (const head of children(table, 'thead')) head.properties = { ...head.properties, dataPagefindIgnore: 'all' };
}

/** A CSS string holding `text`. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;

/**
 * A table of three columns or more, as the page's styles need it to stack its rows on a phone: the
 * inline style that names its columns (`--column-2:"Created by"`, for the second column on). Two
 * columns read without names (a key and what it is): nothing.
 */
export function columnLabels(table: Element): string {
  const names = headers(table);
  if (names.length < 3) return '';
  return names
    .slice(1)
    .map((name, i) => `--column-${i + 2}:${cssString(name)}`)
    .join(';');
}
