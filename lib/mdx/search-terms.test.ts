import { TERMS_WEIGHT, sectionOfTermsId, termsId } from './anchor-ids.ts';
import rehypeSearchTerms from './search-terms.ts';
import { element, jsx, runPlugin, type TestNode as Node } from './test-nodes.ts';

const heading = (id: string) => element('h2', { id });
const terms = (words?: string) => jsx('SearchTerms', words === undefined ? {} : { words });
const run = (children: Node[]) => runPlugin(rehypeSearchTerms, children);

describe('reader words beside a heading', () => {
  it('become a hidden, weighted paragraph named for the section above them, marked as its words', () => {
    const [, nuke] = run([heading('nuke'), terms('remove, destroy, tear down')]);
    expect(nuke).toEqual({
      type: 'element',
      tagName: 'p',
      properties: { hidden: true, id: 'nuke-terms', dataPagefindWeight: String(TERMS_WEIGHT) },
      children: [{ type: 'text', value: 'remove, destroy, tear down' }],
      data: { searchMark: { kind: 'terms', section: 'nuke' } },
    });
  });

  it('before the first heading, name the page itself', () => {
    const [top, , db] = run([terms('architecture'), heading('db'), terms('tunnel, postgres')]);
    expect(top).toMatchObject({ properties: { id: 'top-terms' }, data: { searchMark: { section: '' } } });
    expect(db).toMatchObject({ properties: { id: 'db-terms' }, data: { searchMark: { section: 'db' } } });
  });

  it('leave everything else as it is', () => {
    const paragraph = { type: 'element', tagName: 'p', properties: {}, children: [] };
    const other = { ...terms('x'), name: 'CodeTabs' };
    expect(run([heading('a'), paragraph, other])).toEqual([heading('a'), paragraph, other]);
  });

  it('refuse an empty list and two lists for one section', () => {
    expect(() => run([heading('a'), terms('')])).toThrow(/needs words/);
    expect(() => run([heading('a'), terms()])).toThrow(/needs words/);
    expect(() => run([heading('a'), terms('x'), terms('y')])).toThrow(/merge them/);
  });

  it('name their section by their id, and only theirs', () => {
    expect(sectionOfTermsId(termsId('db'))).toBe('db');
    expect(sectionOfTermsId(termsId(''))).toBe('');
    expect(sectionOfTermsId('db')).toBeNull();
    expect(sectionOfTermsId('option-terms-x')).toBeNull();
  });
});
