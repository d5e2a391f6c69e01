import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { table } from './fixtures/table.ts';
import { MERGED_COPY_CLASS, copyMergedCells, fitsPhone, groupAllCommands, groupCommands } from './phone-tables.ts';

const bodyRows = (node: Element) => (node.children[1] as Element).children as Element[];
const commands = (...names: string[]) => names.flatMap((name, i) => [...(i ? [', '] : []), h('code', name)]);

describe('a cell of commands', () => {
  it('lists them by family: the family named once, its commands as chips, no commas', () => {
    const cell = h('td', commands('mg dmt blastoff', 'mg dmt nuke', 'mg lsd drop'));
    expect(groupCommands(cell)).toBe(true);
    expect(toHtml(cell)).toBe(
      '<td><ul class="command-groups">' +
        '<li><span class="command-family">mg dmt</span> <ul><li><code>blastoff</code></li><li><code>nuke</code></li></ul></li>' +
        '<li><span class="command-family">mg lsd</span> <ul><li><code>drop</code></li></ul></li>' +
        '</ul></td>',
    );
  });

  it('is left as it is when it holds one command, or anything but commands', () => {
    const one = h('td', commands('mg dmt nuke'));
    const prose = h('td', ['run ', ...commands('mg dmt nuke', 'mg dmt ssh')]);
    expect([groupCommands(one), groupCommands(prose)]).toEqual([false, false]);
    expect(toString(prose)).toBe('run mg dmt nuke, mg dmt ssh');
  });

  it('groups the single commands of a column that lists commands, so the column reads alike', () => {
    const permissions = table(
      ['Service', 'For', 'Commands'],
      [
        ['EC2', 'the machine', commands('mg dmt blastoff', 'mg dmt nuke')],
        ['S3', 'the bucket', commands('mg esp deploy')],
      ],
    );
    groupAllCommands(permissions);
    expect(bodyRows(permissions).map((row) => toString(row.children[2] as Element))).toEqual([
      'mg dmt blastoffnuke',
      'mg esp deploy',
    ]);
    expect(toHtml(bodyRows(permissions)[1])).toContain('<span class="command-family">mg esp</span>');
  });
});

describe('a table on a phone', () => {
  it('stays a table when its columns but the widest hold a few words and the widest reads in a few lines', () => {
    const shortFlags = table(
      ['Short', 'Long', 'Taken by'],
      [
        [h('code', '-b'), h('code', '--branch'), 'every command'],
        [h('code', '-l'), h('code', '--local-port'), 'every command'],
      ],
    );
    expect(fitsPhone(shortFlags)).toBe(true);
    expect(fitsPhone(table(['Variable', 'Meaning'], [[h('code', 'AWS_PROFILE'), 'The AWS profile to use.']]))).toBe(
      true,
    );
  });

  it('stacks when a narrow column holds long text, the widest would run long, or it has four columns', () => {
    const long =
      'The AWS profile of the commands run in this folder, when neither the command nor the shell names one.';
    expect(fitsPhone(table(['Key', 'Holds'], [[h('code', 'lsd.functions.<name>.schedule'), long]]))).toBe(false);
    expect(fitsPhone(table(['Command', 'Does'], [[h('code', 'mg dmt blastoff'), `${long} ${long}`]]))).toBe(false);
    expect(fitsPhone(table(['A', 'B', 'C', 'D'], [['1', '2', '3', '4']]))).toBe(false);
  });

  it("gives each row under a merged cell that cell's copy in its place, without its ids", () => {
    const keys = table(
      ['Key', 'Holds', 'Set by'],
      [
        ['dmt.profile', h('span', { id: 'profile' }, 'The AWS profile.'), 'you'],
        ['lsd.profile', 'The AWS profile.', 'you'],
      ],
    );
    const [first, second] = bodyRows(keys);
    (first.children[1] as Element).properties.rowSpan = 2;
    second.children.splice(1, 1);
    copyMergedCells(keys);
    const cells = second.children as Element[];
    expect(cells.map((cell) => toString(cell))).toEqual(['lsd.profile', 'The AWS profile.', 'you']);
    expect(cells[1].properties).toEqual({ className: [MERGED_COPY_CLASS], dataPagefindIgnore: '' });
    expect(toHtml(cells[1])).not.toContain('id=');
    // The merged cell itself keeps its span; rows above and beside it are untouched.
    expect((first.children as Element[]).map((cell) => cell.properties.rowSpan)).toEqual([undefined, 2, undefined]);
  });
});
