import type { Heading, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import remarkHeadingIds, { headingId } from './heading-ids.ts';

const headings = (source: string) => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkHeadingIds);
  const tree = processor.runSync(processor.parse(source)) as Root;
  return tree.children.filter((node): node is Heading => node.type === 'heading');
};

describe("the headings' ids", () => {
  it('are their words as GitHub slugs them, a repeated heading numbered, whatever its depth', () => {
    const ids = headings('## Where `mg` keeps its _settings_\n\n### deploy\n\n## deploy\n\n#### deploy').map(headingId);
    expect(ids).toEqual(['where-mg-keeps-its-settings', 'deploy', 'deploy-1', 'deploy-2']);
  });

  it("leave out an image's alt text, which the reader does not see as words", () => {
    expect(headingId(headings('## The ![DMT logo](/dmt.svg) machine')[0])).toBe('the--machine');
  });

  it('are read only once given: a plugin that runs before them fails', () => {
    const bare = unified().use(remarkParse).parse('## Options') as Root;
    expect(() => headingId(bare.children[0] as Heading)).toThrow('heading-ids.ts runs first');
  });
});
