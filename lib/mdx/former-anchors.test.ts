import rehypeFormerAnchors, { formerAnchorsOf } from './former-anchors.mjs';

type Node = { type: string; tagName?: string; name?: string; value?: string; [key: string]: unknown };
const heading = (id: string): Node => ({ type: 'element', tagName: 'h3', properties: { id }, children: [] });
const jsx = (name: string, attributes: Record<string, string> = {}): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
});
const former = (id?: string) => jsx('FormerAnchor', id === undefined ? {} : { id });
const text = (value: string): Node => ({ type: 'text', value });
const paragraph: Node = { type: 'element', tagName: 'p', properties: {}, children: [] };
const run = (children: Node[]) => {
  const tree = { type: 'root', children };
  rehypeFormerAnchors()(tree);
  return tree.children;
};

describe("a reworded heading's former ids", () => {
  it('may follow the reader words of their heading', () => {
    const terms = jsx('SearchTerms', { words: 'retry' });
    expect(run([heading('b'), terms, former('a')]).map((node) => node.properties ?? node.name)).toEqual([
      { id: 'a', dataFormerAnchorOf: 'b' },
      { id: 'b' },
      'SearchTerms',
    ]);
  });

  it('become empty elements just before the heading, naming the heading they stand for', () => {
    const halfway = heading('blastoff-stopped-halfway');
    const terms = jsx('SearchTerms', { words: 'retry' });
    expect(run([paragraph, halfway, text('\n'), former('blastoff-stopped-partway'), former('half'), terms])).toEqual([
      paragraph,
      {
        type: 'element',
        tagName: 'span',
        properties: { id: 'blastoff-stopped-partway', dataFormerAnchorOf: 'blastoff-stopped-halfway' },
        children: [],
      },
      {
        type: 'element',
        tagName: 'span',
        properties: { id: 'half', dataFormerAnchorOf: 'blastoff-stopped-halfway' },
        children: [],
      },
      halfway,
      text('\n'),
      terms,
    ]);
  });

  it('are refused without an id, away from their heading, or on an id the page has', () => {
    expect(() => run([heading('a'), former()])).toThrow('<FormerAnchor> needs id="…"');
    expect(() => run([heading('a'), paragraph, former('old')])).toThrow('must follow the heading it stood for');
    expect(() => run([former('old')])).toThrow('must follow the heading it stood for');
    expect(() => run([heading('a'), heading('b'), former('a')])).toThrow('the page already has that id');
    expect(() => run([heading('a'), former('old'), former('old')])).toThrow('the page already has that id');
    for (const mark of ['a-option-dose', 'flags-end-1', 'a-terms', 'usage-esp_deploy', 'two words'])
      expect(() => run([heading('a'), former(mark)])).toThrow("not a heading's id");
  });

  it('are read back from the exported HTML, and nothing else is', () => {
    const html =
      '<span id="blastoff-stopped-partway" data-former-anchor-of="blastoff-stopped-halfway"></span>' +
      '<h3 id="blastoff-stopped-halfway"><span id="x">y</span></h3><span data-former-anchor-of="z"></span>';
    expect(formerAnchorsOf(html)).toEqual(new Map([['blastoff-stopped-partway', 'blastoff-stopped-halfway']]));
  });
});
