import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { attribute, stringsAttribute } from './jsx-attributes.ts';

/** An MDX element as remark-mdx gives it: string attributes, and expressions with their estree. */
const element = (attributes: Record<string, unknown>) =>
  ({
    type: 'mdxJsxFlowElement',
    name: 'CodeTabs',
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [],
  }) as unknown as MdxJsxFlowElement;
const literal = (value: unknown) => ({ type: 'Literal', value });
const expression = (elements: unknown[]) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: '…',
  data: {
    estree: {
      type: 'Program',
      body: [{ type: 'ExpressionStatement', expression: { type: 'ArrayExpression', elements } }],
    },
  },
});

describe('attribute', () => {
  test('a string attribute, or nothing', () => {
    const node = element({ group: 'Shell', labels: expression([literal('a')]) });
    expect(attribute(node, 'group')).toBe('Shell');
    expect(attribute(node, 'labels')).toBeUndefined();
    expect(attribute(node, 'missing')).toBeUndefined();
  });
});

describe('stringsAttribute', () => {
  test('the strings of an array, from the parsed expression', () => {
    const node = element({ labels: expression([literal('bash / zsh'), literal("it's, quoted")]) });
    expect(stringsAttribute(node, 'labels')).toEqual(['bash / zsh', "it's, quoted"]);
  });

  test('absent: undefined', () => {
    expect(stringsAttribute(element({}), 'labels')).toBeUndefined();
  });

  test.each([
    ['a string', 'bash'],
    ['an array holding a number', expression([literal('bash'), literal(2)])],
    ['an array holding a name', expression([{ type: 'Identifier', name: 'shells' }])],
  ])('%s is refused', (_, value) => {
    expect(() => stringsAttribute(element({ labels: value }), 'labels')).toThrow(
      "<CodeTabs> labels={…} must be an array of strings, such as {['a', 'b']}",
    );
  });
});
