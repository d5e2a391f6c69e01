import { codeTitle, codeTitleTransformer, titleOf } from './code-title.ts';

describe('code block names', () => {
  test('a fence title wins over the language', () => {
    expect(codeTitle('json', 'title="mg.project.json"')).toBe('mg.project.json');
    expect(titleOf('{1} title="a b.txt" other')).toBe('a b.txt');
  });

  test('shells and sessions are a Terminal; side-by-side shells keep their names', () => {
    expect(codeTitle('bash', '')).toBe('Terminal');
    expect(codeTitle('console', undefined)).toBe('Terminal');
    expect(codeTitle('powershell', '')).toBe('PowerShell');
    expect(codeTitle('fish', '')).toBe('fish');
  });

  test('formats by their names; an unknown language as written; plain text has none', () => {
    expect(codeTitle('js', '')).toBe('JavaScript');
    expect(codeTitle('json', '')).toBe('JSON');
    expect(codeTitle('nginx', '')).toBe('nginx');
    expect(codeTitle('text', '')).toBeUndefined();
    expect(codeTitle(undefined, '')).toBeUndefined();
  });

  test('the transformer names the <pre> by the fence language it saw first', () => {
    // The test plays shiki's part: each hook called with a context of the test's own.
    const hooks = codeTitleTransformer() as Record<'preprocess' | 'pre', (...args: unknown[]) => unknown>;
    const options = { lang: 'console' };
    hooks.preprocess('$ mg dmt list', options);
    options.lang = 'bash'; // what the shell transformer does to a session
    const pre = { type: 'element', tagName: 'pre', properties: {} as Record<string, unknown>, children: [] };
    hooks.pre.call({ options: { meta: { __raw: '' } } }, pre);
    expect(pre.properties['data-title']).toBe('Terminal');
  });
});
