import rehypeFormerAnchors, { formerAnchorsOf, movedAnchorsOf } from './former-anchors.ts';
import { element, jsx, runPlugin, text, type TestNode as Node } from './test-nodes.ts';

const heading = (id: string) => element('h3', { id });
const former = (id?: string, more: Record<string, string> = {}) =>
  jsx('FormerAnchor', id === undefined ? more : { id, ...more });
const paragraph = element('p');
const cell = (value: string) => element('td', {}, [text(value)]);
const row = (id: string) => element('tr', { id }, [cell('--local-port')]);
const table = (...rows: Node[]) => element('table', {}, [element('tbody', {}, rows)]);
const run = (children: Node[]) => runPlugin(rehypeFormerAnchors, children);

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
    expect(() => run([heading('a'), former('two words')])).toThrow('an id holds no spaces');
    expect(() => run([heading('a'), former('a-option-dose')])).toThrow("not a heading's id");
    for (const mark of ['flags-end-1', 'a-terms', 'usage-esp_deploy'])
      expect(() => run([heading('a'), former(mark)])).toThrow('not an address (that form of id is the pipeline’s own)');
  });

  it('are read back from the exported HTML, and nothing else is', () => {
    const html =
      '<span id="blastoff-stopped-partway" data-former-anchor-of="blastoff-stopped-halfway"></span>' +
      '<h3 id="blastoff-stopped-halfway"><span id="x">y</span></h3><span data-former-anchor-of="z"></span>';
    expect(formerAnchorsOf(html)).toEqual(new Map([['blastoff-stopped-partway', 'blastoff-stopped-halfway']]));
  });
});

describe('a former id naming another place of the page (of=…)', () => {
  it("opens a flag row's first cell, wherever the element stands", () => {
    const moved = row('db-option-local-port');
    const children = run([
      heading('db'),
      table(moved),
      paragraph,
      former('option-local-port', { of: 'db-option-local-port' }),
    ]);
    expect(children).toHaveLength(3);
    expect((moved.children as Node[])[0].children).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { id: 'option-local-port', dataFormerAnchorOf: 'db-option-local-port' },
        children: [],
      },
      text('--local-port'),
    ]);
  });

  it('goes before a heading it names', () => {
    expect(run([heading('b'), paragraph, former('a', { of: 'b' })]).map((node) => node.properties)).toEqual([
      { id: 'a', dataFormerAnchorOf: 'b' },
      { id: 'b' },
      {},
    ]);
  });

  it('is refused for an id the page lacks, an element that is no heading or row, or a flag id on a heading', () => {
    expect(() => run([heading('b'), former('a', { of: 'c' })])).toThrow('the page has no id "c"');
    const other = { ...paragraph, properties: { id: 'p' } };
    expect(() => run([other, former('a', { of: 'p' })])).toThrow('names neither a heading nor a flag');
    expect(() => run([heading('b'), former('option-x', { of: 'b' })])).toThrow("not a heading's id");
    expect(() => run([heading('b'), former('a', { of: 'b', to: '/x/' })])).toThrow('not both');
  });
});

describe('a former id whose part moved to another page (to=…)', () => {
  const moved = former('option-aws-profile', {
    to: '/mg/cli/main/#option-aws-profile',
    label: '--aws-profile is a global option now',
  });

  it('becomes a note where it stands, linking there, that the search leaves out', () => {
    expect(run([heading('options'), paragraph, moved, paragraph])[2]).toEqual({
      type: 'element',
      tagName: 'p',
      properties: {
        id: 'option-aws-profile',
        className: ['moved-anchor'],
        dataFormerAnchorTo: '/mg/cli/main/#option-aws-profile',
        dataPagefindIgnore: 'all',
      },
      children: [
        text('What this address showed has moved: '),
        {
          type: 'element',
          tagName: 'a',
          properties: { href: '/mg/cli/main/#option-aws-profile' },
          children: [text('--aws-profile is a global option now')],
        },
        text('.'),
      ],
    });
  });

  it('needs a path of the site and a label', () => {
    expect(() => run([former('a', { to: 'https://x.test/', label: 'x' })])).toThrow('must be a path of the site');
    expect(() => run([former('a', { to: '//x.test/', label: 'x' })])).toThrow('must be a path of the site');
    expect(() => run([former('a', { to: '/\\x.test/', label: 'x' })])).toThrow('must be a path of the site');
    expect(() => run([former('a', { to: '/b/#c' })])).toThrow('needs label="…"');
  });

  it('is read back from the exported HTML', () => {
    const html =
      '<p id="option-aws-profile" class="moved-anchor" data-former-anchor-to="/mg/cli/main/#option-aws-profile">x</p>' +
      '<p id="other">y</p><span id="a" data-former-anchor-of="b"></span>';
    expect(movedAnchorsOf(html)).toEqual(new Map([['option-aws-profile', '/mg/cli/main/#option-aws-profile']]));
  });
});
