// The attributes of an MDX element (`<SearchTerms words="…" />`, `<CodeTabs labels={[…]}>`), read
// as remark-mdx parsed them: a string's value, or an expression's JavaScript tree (estree).

const find = (node, name) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);

/** The value of a string attribute (`words="…"`); undefined when it is absent or an expression. */
export function attribute(node, name) {
  const found = find(node, name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * The strings of an array attribute (`labels={['bash / zsh', 'PowerShell']}`); undefined when it
 * is absent, and an error when it is anything but an array of string literals.
 */
export function stringsAttribute(node, name) {
  const found = find(node, name);
  if (!found) return undefined;
  const expression = found.value?.data?.estree?.body?.[0]?.expression;
  const items = expression?.type === 'ArrayExpression' ? expression.elements : [];
  if (!expression || items.some((item) => item?.type !== 'Literal' || typeof item.value !== 'string'))
    throw new Error(`<${node.name}> ${name}={…} must be an array of strings, such as {['a', 'b']}`);
  return items.map((item) => item.value);
}
