// Tables laid out for a phone as well as a desk (docs-elements.ts applies them):
// - a cell that lists commands (`mg dmt blastoff`, `mg dmt deploy`, `mg lsd drop`) lists them by
//   family: the family's name, then its commands as chips that wrap only between commands, with no
//   commas left at a line's end;
// - a table of two or three columns whose other columns hold a few words and whose widest column
//   reads in a few lines beside them stays a table on a phone (PHONE_TABLE_CLASS); any other
//   table's rows stack there as cards;
// - for those cards, a row under a merged cell (said once for several rows) carries a copy of it in
//   its place, shown only when rows stack, so that no card loses what its row was merged with.
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';

/** The class of a command list by family, and of each family's name in it. */
export const COMMAND_GROUPS_CLASS = 'command-groups';
export const COMMAND_FAMILY_CLASS = 'command-family';
/** The class of a table that stays a table on a phone. */
export const PHONE_TABLE_CLASS = 'table-kept';
/** The class of a merged cell's copy in a row below it. */
export const MERGED_COPY_CLASS = 'merged-copy';

const isElement = (node: ElementContent | undefined, tagName: string): node is Element =>
  node?.type === 'element' && node.tagName === tagName;

const cellsOf = (row: Element): Element[] =>
  row.children.filter((c): c is Element => isElement(c, 'td') || isElement(c, 'th'));

const rowsOf = (table: Element): Element[] => {
  const rows: Element[] = [];
  visit(table, { type: 'element', tagName: 'tr' }, (row) => {
    rows.push(row);
  });
  return rows;
};

/** A family's command, `mg <family> <command>`: its two words. */
const COMMAND = /^mg (\S+) (\S+)$/;

/** The commands a cell lists (inline code, separated by commas), or none when it holds anything else. */
function commandsOf(cell: Element): Element[] {
  const codes = cell.children.filter((c): c is Element => isElement(c, 'code'));
  const only = cell.children.every(
    (c) => (c.type === 'text' && /^[\s,]*$/.test(c.value)) || (isElement(c, 'code') && COMMAND.test(toString(c))),
  );
  return only ? codes : [];
}

/**
 * A cell of commands as a list of families, each its name and its commands' chips; false when the
 * cell holds anything else, or fewer than `least` commands.
 */
export function groupCommands(cell: Element, least = 2): boolean {
  const codes = commandsOf(cell);
  if (!codes.length || codes.length < least) return false;
  const families = new Map<string, string[]>();
  for (const code of codes) {
    const [, family, command] = COMMAND.exec(toString(code))!;
    families.set(family, [...(families.get(family) ?? []), command]);
  }
  cell.children = [
    h(
      'ul',
      { className: [COMMAND_GROUPS_CLASS] },
      [...families].map(([family, commands]) =>
        h('li', [
          h('span', { className: [COMMAND_FAMILY_CLASS] }, `mg ${family}`),
          { type: 'text', value: ' ' },
          h(
            'ul',
            commands.map((command) => h('li', [h('code', command)])),
          ),
        ]),
      ),
    ),
  ];
  return true;
}

/**
 * Every cell of two commands or more grouped by family (groupCommands); in a table with no merged
 * cell, a column holding one such cell has its single commands grouped too, so that it reads alike.
 */
export function groupAllCommands(table: Element): void {
  const rows = rowsOf(table);
  const merged = rows.some((row) => cellsOf(row).some((cell) => cell.properties.rowSpan));
  const lists = new Set<number>();
  for (const row of rows) {
    cellsOf(row).forEach((cell, column) => {
      if (commandsOf(cell).length > 1) lists.add(column);
    });
  }
  for (const row of rows) {
    cellsOf(row).forEach((cell, column) => {
      groupCommands(cell, !merged && lists.has(column) ? 1 : 2);
    });
  }
}

/** A phone's reading column, and what a character and a cell's padding take of it, in px. */
const PHONE_COLUMN = 350;
const CHARACTER = 8.5;
const CELL_PADDING = 24;
/** A column beside the widest holds cells this short (a flag, a name: one line each). */
const NARROW_COLUMN = 16;
/** The widest column reads in this many lines at most, each at least MIN_WIDE px. */
const WIDE_LINES = 3;
const MIN_WIDE = 120;

/** A cell's longest line: a command list's longest family line, any other cell's whole text. */
function cellLength(cell: Element): number {
  const groups = cell.children.find((c): c is Element => isElement(c, 'ul'));
  if (!groups) return toString(cell).trim().length;
  return Math.max(...groups.children.filter((c) => c.type === 'element').map((group) => toString(group).length));
}

/**
 * Whether a table of two or three columns reads as a table in a phone's column: each column but the
 * widest holds a few words at most, and the widest, beside them, reads in WIDE_LINES lines or fewer.
 */
export function fitsPhone(table: Element): boolean {
  const rows = rowsOf(table);
  const columns = Math.max(0, ...rows.map((row) => cellsOf(row).length));
  if (columns < 2 || columns > 3 || rows.some((row) => cellsOf(row).some((cell) => cell.properties.rowSpan))) {
    return false;
  }
  const longest = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => (cellsOf(row)[column] ? cellLength(cellsOf(row)[column]) : 0))),
  );
  const wide = longest.indexOf(Math.max(...longest));
  const others = longest.filter((_, column) => column !== wide);
  if (others.some((length) => length > NARROW_COLUMN)) return false;
  const room = PHONE_COLUMN - CELL_PADDING * columns - others.reduce((sum, length) => sum + length * CHARACTER, 0);
  return room >= MIN_WIDE && Math.ceil((longest[wide] * CHARACTER) / room) <= WIDE_LINES;
}

/** `node` without ids below it: a copy must not take its original's address. */
function withoutIds(node: Element): Element {
  const copy = structuredClone(node);
  visit(copy, 'element', (child) => {
    delete child.properties.id;
  });
  return copy;
}

/**
 * Each row under a merged cell given a copy of it, in the column it stands for (MERGED_COPY_CLASS,
 * left out of the search: its original is the table's text), so that its cells stand in their
 * columns' order when rows stack.
 */
export function copyMergedCells(table: Element): void {
  // Per column, the merged cell still spanning down, and how many rows it has left.
  const spanning: { cell: Element; left: number }[] = [];
  for (const row of rowsOf(table)) {
    const own = cellsOf(row);
    const placed: Element[] = [];
    let column = 0;
    for (const cell of own) {
      while ((spanning[column]?.left ?? 0) > 0) {
        placed.push(spanningCopy(spanning[column]!.cell));
        column += 1;
      }
      placed.push(cell);
      const span = Number(cell.properties.rowSpan ?? 1);
      spanning[column] = { cell, left: span };
      column += 1;
    }
    while ((spanning[column]?.left ?? 0) > 0) {
      placed.push(spanningCopy(spanning[column]!.cell));
      column += 1;
    }
    if (placed.length !== own.length) row.children = placed;
    for (const each of spanning) if (each) each.left -= 1;
  }
}

function spanningCopy(cell: Element): Element {
  const copy = withoutIds(cell);
  delete copy.properties.rowSpan;
  const classes = [cell.properties.className ?? []].flat().map(String);
  copy.properties = { ...copy.properties, className: [...classes, MERGED_COPY_CLASS], dataPagefindIgnore: '' };
  return copy;
}
