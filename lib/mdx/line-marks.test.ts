import { afterChange, lineList, lineMarks, lineMarksTransformer } from './line-marks.ts';
import { shellTransformer } from './shell.ts';

interface Node {
  properties: Record<string, unknown>;
}

/**
 * What shiki does with the docs' transformers for `code` with a fence's `meta`: preprocess, each
 * line, then the <pre> (each hook in the transformers' order, `this` the context shiki gives).
 * Returns each line's classes and the <pre>.
 */
function highlight(code: string, lang: string, meta: string) {
  const transformers = [shellTransformer(), lineMarksTransformer()];
  const options = { lang, meta: { __raw: meta } };
  const classes = (node: Node) => (node.properties.className ??= []) as string[];
  const context = {
    options,
    source: code,
    addClassToHast: (node: Node, name: string) => classes(node).push(name),
  };
  // Each transformer's hooks, typed loosely: the test plays shiki's part with a context of its own.
  type Hook = (this: typeof context, ...args: unknown[]) => unknown;
  for (const t of transformers) (t.preprocess as unknown as Hook).call(context, code, options);
  const lines = code.split('\n').map((_, i) => {
    const node: Node = { properties: { className: ['line'] } };
    for (const t of transformers) (t.line as unknown as Hook).call(context, node, i + 1);
    return classes(node).join(' ');
  });
  const pre: Node = { properties: { className: ['shiki'] } };
  for (const t of transformers) (t.pre as unknown as Hook).call(context, pre);
  return { pre, lines };
}

describe('marked lines from a fence’s meta', () => {
  it('reads lines and ranges, 1-based', () => {
    expect(lineList('1,3-5')).toEqual([1, 3, 4, 5]);
    expect([...lineMarks('title="a.json" {2} ins={3-4} del={1}')]).toEqual([
      [2, ['highlighted']],
      [3, ['diff', 'add']],
      [4, ['diff', 'add']],
      [1, ['diff', 'remove']],
    ]);
    expect(lineMarks('title="{not a list}"').size).toBe(0);
    expect(lineMarks('title="a {2}" ins={3}')).toEqual(new Map([[3, ['diff', 'add']]]));
  });

  it('refuses a malformed list or a line past the block, so no mark is lost silently', () => {
    expect(() => lineList('2-')).toThrow('is not a line or a range');
    expect(() => lineList('4-2')).toThrow('is not a range');
    expect(() => highlight('a\nb', 'js', '{3}')).toThrow('line 3 is marked, but the block has 2 lines');
  });

  it('highlights lines and marks a diff with shiki’s class names', () => {
    const { pre, lines } = highlight('const a = 1;\nconst b = 2;\nconst c = 3;', 'js', '{1} ins={2} del={3}');
    expect(lines).toEqual(['line highlighted', 'line diff add', 'line diff remove']);
    expect(pre.properties.className).toEqual(expect.arrayContaining(['has-highlighted', 'has-diff']));
  });

  it('copies the file after the change: a removed line is shown, never copied', () => {
    const { pre } = highlight('{\n  "a": 1\n  "a": 2\n}', 'json', 'del={2} ins={3}');
    expect(pre.properties['data-copy']).toBe('{\n  "a": 2\n}');
    expect(afterChange('{\n  "a": 1\n  "a": 2\n}', 'del={2}')).toBe('{\n  "a": 2\n}');
    const { pre: plain } = highlight('x\ny', 'js', 'ins={2}');
    expect(plain.properties['data-copy']).toBeUndefined();
  });

  it('leaves a block without marks as it was, and refuses a diff in a shell block', () => {
    const { pre, lines } = highlight('a\nb', 'js', 'title="a.js"');
    expect(lines).toEqual(['line', 'line']);
    expect(pre.properties.className).toEqual(['shiki']);
    expect(() => highlight('mg dmt list\nmg lsd list', 'bash', 'del={1}')).toThrow('a shell block cannot mark a diff');
    expect(highlight('mg dmt list\nmg lsd list', 'bash', '{2}').lines).toEqual(['line cmd', 'line cmd highlighted']);
  });
});
