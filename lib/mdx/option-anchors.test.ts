import type { Root } from 'hast';
import { FLAG_WEIGHT, TABLE_END_PREFIX, flagName, flagOfId, optionId, uniqueOptionId } from './anchor-ids.ts';
import rehypeOptionAnchors from './option-anchors.ts';

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  data?: Record<string, unknown>;
};
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Node => ({ type: 'text', value });
const table = (header: string, flags: string[]) =>
  el('table', [
    el('thead', [el('tr', [el('th', [text(header)]), el('th', [text('Description')])])]),
    el(
      'tbody',
      flags.map((flag) => el('tr', [el('td', [el('code', [text(flag)])]), el('td', [text('what it does')])])),
    ),
  ]);

describe('flag addresses', () => {
  it('names a flag by its long name, without dashes or its value', () => {
    expect(flagName('--dose <size>')).toBe('dose');
    expect(flagName(' --no-ssl ')).toBe('no-ssl');
    expect(flagName('-y')).toBe('y');
    expect(flagName('the default')).toBeNull();
  });

  it('prefixes a command’s own flags with the command; shared options go without', () => {
    expect(optionId('options', 'dose')).toBe('option-dose');
    expect(optionId('global-options', 'help')).toBe('option-help');
    expect(optionId('', 'dose')).toBe('option-dose');
    expect(optionId('db', 'local-port')).toBe('db-option-local-port');
    expect(flagOfId('db-option-local-port')).toBe('--local-port');
    expect(flagOfId('option-dose')).toBe('--dose');
    expect(flagOfId('blastoff')).toBeNull();
  });

  it('numbers an id a page already used', () => {
    const used = new Set<string>();
    expect(uniqueOptionId('db', 'port', used)).toBe('db-option-port');
    expect(uniqueOptionId('db', 'port', used)).toBe('db-option-port-2');
  });

  it('gives each options-table row its id and links the flag to it, weighted and marked for the search', () => {
    const tree = el('root', [
      el('h2', [text('Options')], { id: 'options' }),
      table('Flag', ['--dose <size>']),
      el('h2', [text('db')], { id: 'db' }),
      table('Flag', ['--local-port <number>', 'not a flag']),
      table('Dose', ['t2.micro']),
    ]);
    tree.type = 'root';
    rehypeOptionAnchors()(tree as unknown as Root);
    const rows = JSON.stringify(tree);
    const [first, second, third] = [1, 3, 4].map((i) => tree.children![i].children![1].children!);
    expect(first[0].properties).toEqual({ id: 'option-dose' });
    expect(first[0].children![0].children![0]).toMatchObject({
      tagName: 'a',
      properties: { href: '#option-dose', className: ['option-link'], dataPagefindWeight: String(FLAG_WEIGHT) },
    });
    expect(second[0].properties).toEqual({ id: 'db-option-local-port' });
    expect(second[1].properties).toEqual({});
    // The search is told each row's flag and whose options it is ('' for a page's shared options).
    expect([first[0], second[0], second[1]].map((row) => row.data?.searchMark)).toEqual([
      { kind: 'row', flag: '--dose', owner: '' },
      { kind: 'row', flag: '--local-port', owner: 'db' },
      undefined,
    ]);
    // A table whose first column is not "Flag" is left alone.
    expect(third[0].properties).toEqual({});
    expect(third[0].data).toBeUndefined();
    expect(rows).not.toContain('option-t2');
    // Each options table ends in an empty footer, numbered, so the index knows where its last row ends.
    const end = { searchMark: { kind: 'end' } };
    expect([1, 3, 4].map((i) => tree.children![i].children![2] ?? null)).toEqual([
      { ...el('tfoot', [], { id: `${TABLE_END_PREFIX}1` }), data: end },
      { ...el('tfoot', [], { id: `${TABLE_END_PREFIX}2` }), data: end },
      null,
    ]);
    expect(flagOfId(`${TABLE_END_PREFIX}1`)).toBeNull();
  });
});
