// The attributes of an MDX element (`<SearchTerms words="…" />`, `<CodeTabs labels={[…]}>`), read
// as remark-mdx parsed them: a string's value, or an expression's JavaScript tree (estree).
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** An MDX element, in the Markdown tree or passed through to the article's (remark-rehype's passThrough). */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const find = (node: Pick<JsxElement, 'attributes'>, name: string) =>
  node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);

/** The value of a string attribute (`words="…"`); undefined when it is absent or an expression. */
export function attribute(node: Pick<JsxElement, 'attributes'>, name: string): string | undefined {
  const found = find(node, name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * The strings of an array attribute (`labels={['bash / zsh', 'PowerShell']}`); undefined when it
 * is absent, and an error when it is anything but an array of string literals.
 */
export function stringsAttribute(node: Pick<JsxElement, 'attributes' | 'name'>, name: string): string[] | undefined {
  const found = find(node, name);
  if (!found) return undefined;
  const value = typeof found.value === 'object' ? found.value : null;
  const statement = value?.data?.estree?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  const items = expression?.type === 'ArrayExpression' ? expression.elements : [];
  const strings = items.flatMap((item) =>
    item?.type === 'Literal' && typeof item.value === 'string' ? [item.value] : [],
  );
  if (!expression || strings.length !== items.length)
    throw new Error(`<${node.name}> ${name}={…} must be an array of strings, such as {['a', 'b']}`);
  return strings;
}
