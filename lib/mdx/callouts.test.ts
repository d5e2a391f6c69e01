import type { Blockquote } from 'mdast';
import remarkCallouts, { CALLOUTS, calloutKind } from './callouts.ts';

type Node = { type: string; value?: string; children?: Node[]; data?: Record<string, unknown> };

const text = (value: string): Node => ({ type: 'text', value });
const quote = (...children: Node[]): Node => ({ type: 'blockquote', children });
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
/** The kind of a blockquote built here (the test's nodes are plain objects shaped as mdast's). */
const kindOf = (node: Node) => calloutKind(node as unknown as Blockquote);
const run = (tree: Node) => {
  (remarkCallouts() as (tree: Node) => void)(tree);
  return tree;
};

describe('GitHub-style callouts', () => {
  it('knows the five kinds, case-insensitively, and nothing else', () => {
    for (const kind of ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION', 'warning']) {
      expect(kindOf(quote(paragraph(text(`[!${kind}]\nbody`))))).toBe(kind.toLowerCase());
    }
    expect(kindOf(quote(paragraph(text('[!DANGER]\nbody'))))).toBeNull();
    expect(kindOf(quote(paragraph(text('A plain quote [!WARNING]'))))).toBeNull();
    expect(kindOf(quote())).toBeNull();
  });

  it('refuses a marker with text after it on its line, which GitHub shows as a plain quote', () => {
    const tree = { type: 'root', children: [quote(paragraph(text('[!NOTE] Read this.')))] };
    expect(() => run(tree)).toThrow("an alert's marker stands alone on the quote's first line");
    expect(() => run({ type: 'root', children: [quote(paragraph(text('[!NOTE]\nRead this.')))] })).not.toThrow();
  });

  it('turns an alert into an aside with role note, a visible label and an icon', () => {
    const tree = run({ type: 'root', children: [quote(paragraph(text('[!WARNING]\nThere is no undo.')))] });
    const aside = tree.children![0];
    expect(aside.data).toMatchObject({
      hName: 'aside',
      hProperties: { className: ['callout', 'callout-warning'], role: 'note' },
    });
    const [title, body] = aside.children!;
    expect(title.children!.map((child) => child.value)).toEqual(['', 'Warning']);
    expect(title.children![0].data).toMatchObject({ hName: 'svg', hProperties: { ariaHidden: 'true' } });
    expect(body.children![0].value).toBe('There is no undo.');
  });

  it('drops the marker’s paragraph when the marker stands alone', () => {
    const tree = run({
      type: 'root',
      children: [quote(paragraph(text('[!TIP]')), paragraph(text('Run it again.')))],
    });
    const aside = tree.children![0];
    expect(aside.children!.map((child) => child.children![child.children!.length - 1].value)).toEqual([
      'Tip',
      'Run it again.',
    ]);
  });

  it('leaves ordinary quotes alone and finds alerts at any depth', () => {
    const plain = quote(paragraph(text('Just a quote.')));
    const nested = quote(paragraph(text('[!NOTE]\nInside a list.')));
    const tree = run({
      type: 'root',
      children: [plain, { type: 'list', children: [{ type: 'listItem', children: [nested] }] }],
    });
    expect(plain.data).toBeUndefined();
    expect(nested.data).toMatchObject({ hName: 'aside' });
    expect(tree.children).toHaveLength(2);
  });

  it('labels every kind', () => {
    expect(Object.values(CALLOUTS).map((c) => c.label)).toEqual(['Note', 'Tip', 'Important', 'Warning', 'Caution']);
  });
});
