import rehypeDocsElements from './docs-elements.ts';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };

const el = (tagName: string, properties: Record<string, unknown>, ...children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Node => ({ type: 'text', value });
const line = (words: string) => el('span', { class: 'line' }, text(words));
const run = (...children: Node[]) => {
  const tree: Node = { type: 'root', children };
  (rehypeDocsElements() as (tree: Node, file: unknown) => void)(tree, { path: 'test.mdx' });
  return tree.children!;
};

// A long page lays out a code block or a table only as it nears the screen; until then the size
// the build gives it stands in for its height, so the scrollbar and every anchor below stay put.
describe('the size each deferred block is given at build', () => {
  it('a code block: its number of lines, after the highlighter’s own style', () => {
    const pre = el(
      'pre',
      { style: 'color:#1f2328' },
      el('code', {}, line('a'), text('\n'), line('b'), text('\n'), line('c')),
    );
    const [block] = run(pre);
    expect(block.properties?.className).toEqual(['code-block']);
    expect(block.children![0].properties?.style).toBe('color:#1f2328;--lines:3');
  });

  it('an empty block: one line', () => {
    const [block] = run(el('pre', {}, el('code', {})));
    expect(block.children![0].properties?.style).toBe('--lines:1');
  });

  it('a table: its number of rows, the header row included; a small one stays a table on a phone, unnamed', () => {
    const row = (...cells: string[]) => el('tr', {}, ...cells.map((c) => el('td', {}, text(c))));
    const table = el('table', {}, el('thead', {}, row('a', 'b')), el('tbody', {}, row('1', '2'), row('3', '4')));
    const [region] = run(table);
    expect(region.properties).toMatchObject({
      className: ['table-scroll', 'scroll-cue', 'table-kept'],
      role: 'region',
      style: '--rows:3',
    });
  });

  it('a table of three columns names its second and third for a phone, where its rows stack', () => {
    const row = (...cells: string[]) => el('tr', {}, ...cells.map((c) => el('td', {}, text(c))));
    const table = el(
      'table',
      {},
      el('thead', {}, row('Name', 'Created by', 'Say "hi"')),
      el('tbody', {}, row('1', '2', 'A sentence too long for a phone beside two other columns. '.repeat(3))),
    );
    const [region] = run(table);
    expect(region.properties?.style).toBe('--rows:2;--column-2:"Created by";--column-3:"Say \\"hi\\""');
  });
});

describe('what scrolls sideways is marked for its cue', () => {
  const row = (...cells: string[]) => el('tr', {}, ...cells.map((c) => el('td', {}, text(c))));

  it("a code block's <pre>, its own classes kept", () => {
    const [block] = run(el('pre', { className: ['shiki'] }, el('code', {}, line('a'))));
    expect(block.children![0].properties?.className).toEqual(['shiki', 'scroll-cue']);
  });

  it("shiki's `class` string and the cue become one class attribute", () => {
    const [block] = run(el('pre', { class: 'shiki github-dark' }, el('code', {}, line('a'))));
    const pre = block.children![0];
    expect(pre.properties?.className).toEqual(['shiki', 'github-dark', 'scroll-cue']);
    expect(pre.properties).not.toHaveProperty('class');
  });

  it("shiki's `class` as a list (a transformer added to it) becomes one class each, never a joined string", () => {
    const [block] = run(el('pre', { class: ['shiki github-light', 'has-highlighted'] }, el('code', {}, line('a'))));
    expect(block.children![0].properties?.className).toEqual([
      'shiki',
      'github-light',
      'has-highlighted',
      'scroll-cue',
    ]);
  });

  it('a table of four columns or more is wide: its columns keep their width on a tablet; a small one is kept', () => {
    const [narrow] = run(el('table', {}, el('tbody', {}, row('1', '2', '3'))));
    const [wide] = run(
      el('table', {}, el('thead', {}, row('a', 'b', 'c', 'd')), el('tbody', {}, row('1', '2', '3', '4'))),
    );
    expect(narrow.properties?.className).toEqual(['table-scroll', 'scroll-cue', 'table-kept']);
    expect(wide.properties?.className).toEqual(['table-scroll', 'scroll-cue', 'table-wide']);
  });
});

describe('an AWS action in a command’s Effects', () => {
  it('may wrap after its colon, never inside a word; code elsewhere is left whole', () => {
    const action = () => el('code', {}, text('cloudfront:CreateOriginAccessControl'));
    const [facts, prose] = run(
      el('div', { className: ['model-facts'] }, el('ul', {}, el('li', {}, action()))),
      el('p', {}, action()),
    );
    const code = facts.children![0].children![0].children![0];
    expect(code.children).toEqual([text('cloudfront:'), el('wbr', {}), text('CreateOriginAccessControl')]);
    expect(prose.children![0].children).toEqual([text('cloudfront:CreateOriginAccessControl')]);
  });
});

describe('a code block’s frame', () => {
  const lines = (n: number) => el('pre', {}, el('code', {}, ...Array.from({ length: n }, (_, i) => line(`line ${i}`))));
  const texts = (node: Node): string => (node.value ?? '') + (node.children ?? []).map(texts).join('');

  it('names a block without a language "Text", so that no header stands empty', () => {
    const [block] = run(lines(2));
    expect(texts(block.children![1])).toContain('Text');
  });

  it('shows a block of more than 20 lines clipped over "Show all", a disclosure that needs no script', () => {
    const [short] = run(lines(20));
    expect(short.properties?.className).toEqual(['code-block']);
    const [long] = run(lines(192));
    expect(long.properties?.className).toEqual(['code-block', 'code-long']);
    const [clip, , more] = long.children!;
    expect(clip.properties?.className).toEqual(['code-clip']);
    expect(clip.children![0].tagName).toBe('pre');
    expect(more.tagName).toBe('details');
    expect(texts(more)).toContain('Show all 192 lines');
  });
});

describe("a command's usage block", () => {
  const usage = () =>
    run(
      el(
        'pre',
        { dataTitle: 'Usage' },
        el(
          'code',
          {},
          line('mg dmt blastoff [<name>] [--domain <name>]'),
          text('\n'),
          line('                [--email <address>] [--no-ssl]'),
        ),
      ),
    )[0].children![0];

  it('hangs its further lines under the first argument, and copies as written', () => {
    const pre = usage();
    expect(pre.properties?.className).toEqual(['usage']);
    expect(pre.properties?.style).toBe('--lines:2;--hang:16');
    expect(pre.properties?.dataCopy).toBe(
      'mg dmt blastoff [<name>] [--domain <name>]\n                [--email <address>] [--no-ssl]',
    );
  });

  it('breaks only between its bracketed parts: each part one unbreakable span', () => {
    const lines = usage().children![0].children!.filter((n) => n.type === 'element');
    const parts = (n: Node) => n.children!.map((c) => (c.type === 'element' ? `{${c.children![0].value}}` : c.value));
    expect(parts(lines[0])).toEqual(['mg dmt blastoff ', '{[<name>]}', ' ', '{[--domain <name>]}']);
    // The hang indents the further lines: their own leading spaces go.
    expect(parts(lines[1])).toEqual(['{[--email <address>]}', ' ', '{[--no-ssl]}']);
  });
});
