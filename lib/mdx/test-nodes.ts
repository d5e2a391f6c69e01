// Trees for the docs plugins' tests, built as remark and rehype leave them: plain objects shaped as
// hast's, and MDX elements as remark-mdx makes them (both trees hold them alike).
import type { Root } from 'hast';

/** A node of a test's tree. */
export type TestNode = { type: string; tagName?: string; name?: string; value?: string; [key: string]: unknown };

/** An element, with its properties and children. */
export const element = (tagName: string, properties: Record<string, unknown> = {}, children: TestNode[] = []) =>
  ({ type: 'element', tagName, properties, children }) as TestNode;

export const text = (value: string): TestNode => ({ type: 'text', value });

/** An MDX element (`<SearchTerms words="…" />`) with its string attributes. */
export const jsx = (name: string, attributes: Record<string, string> = {}): TestNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
});

/** What a rehype plugin makes of a root holding `children`: the root's children after it ran. */
export function runPlugin(plugin: () => (tree: Root) => void, children: TestNode[]): TestNode[] {
  const tree = { type: 'root', children } as unknown as Root;
  plugin()(tree);
  return tree.children as unknown as TestNode[];
}
