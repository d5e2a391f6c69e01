import { classifyShell, promptFor, shellTransformer } from './shell.ts';

describe('shell blocks', () => {
  it('copies every command of a block, one per line, without prompts or comments', () => {
    const { kinds, copy } = classifyShell('# install\nnpm install -g milligram\n\nmg --version\n', 'bash');
    expect(kinds).toEqual(['comment', 'command', 'blank', 'command']);
    expect(copy).toBe('npm install -g milligram\nmg --version');
  });

  it('keeps a command’s continuation lines with it', () => {
    const { kinds, copy } = classifyShell('mg dmt blastoff shop \\\n  --route53\nmg dmt list', 'sh');
    expect(kinds).toEqual(['command', 'continuation', 'command']);
    expect(copy).toBe('mg dmt blastoff shop \\\n  --route53\nmg dmt list');
  });

  it('keeps the lines the shell reads on for with their command: a loop’s body, after a final &&', () => {
    const block = [
      'for attempt in $(seq 30); do',
      '  mg dmt verify shop; rc=$?',
      '  # not yet: wait',
      '  [ "$rc" -ne 4 ] && break',
      'done',
      'test -s a &&',
      '  mg dmt nuke shop',
      'mg dmt list',
    ].join('\n');
    expect(classifyShell(block, 'bash').kinds).toEqual([
      'command',
      'continuation',
      'continuation',
      'continuation',
      'continuation',
      'command',
      'continuation',
      'command',
    ]);
    // Other shells' grammars are not read: fish closes a loop with `end`.
    expect(classifyShell('for x in 1 2\n  echo $x\nend', 'fish').kinds).toEqual(['command', 'command', 'command']);
  });

  it('continues PowerShell lines on a backtick, and prompts PS>', () => {
    expect(classifyShell('Write-Host `\n  hi', 'powershell').kinds).toEqual(['command', 'continuation']);
    expect(promptFor('powershell')).toBe('PS> ');
    expect(promptFor('fish')).toBe('$ ');
  });

  it('reads a console session: $ lines are commands, the rest sample output left out of the copy', () => {
    const session = '$ mg dmt list\nNAME  STATE\nshop  running\n$ mg dmt show shop\n$HOME is not a prompt';
    const { kinds, code, copy } = classifyShell(session, 'console');
    expect(kinds).toEqual(['command', 'output', 'output', 'command', 'output']);
    expect(code.split('\n')[0]).toBe('mg dmt list');
    expect(copy).toBe('mg dmt list\nmg dmt show shop');
  });

  it('marks lines and the block through shiki’s hooks, and leaves other languages alone', () => {
    // The test plays shiki's part: each hook called with a context of the test's own.
    const hooks = shellTransformer() as Record<'preprocess' | 'line' | 'pre', (...args: unknown[]) => unknown>;
    const transformer = {
      preprocess: (code: string, options: { lang: string }) => hooks.preprocess(code, options),
      line: (context: object, node: object, line: number) => hooks.line.call(context, node, line),
      pre: (node: object) => hooks.pre(node),
    };
    const options = { lang: 'console' };
    const code = transformer.preprocess('$ mg dmt list\nNAME', options);
    expect(code).toBe('mg dmt list\nNAME');
    expect(options.lang).toBe('bash');
    const classes: string[][] = [];
    const context = { addClassToHast: (node: { c: string[] }, c: string) => node.c.push(c) };
    const lines = [1, 2].map((n) => {
      const node = { c: [] as string[], properties: {} as Record<string, string> };
      transformer.line(context, node, n);
      classes.push(node.c);
      return node;
    });
    expect(classes).toEqual([['cmd'], ['out']]);
    expect(lines[0].properties['data-prompt']).toBe('$ ');
    // The output is left out of the search's index; the command is not.
    expect(lines[1].properties['data-pagefind-ignore']).toBe('all');
    expect(lines[0].properties['data-pagefind-ignore']).toBeUndefined();
    const pre = { properties: {} as Record<string, string> };
    transformer.pre(pre);
    expect(pre.properties['data-copy']).toBe('mg dmt list');

    expect(transformer.preprocess('{ "a": 1 }', { lang: 'json' })).toBeUndefined();
    const plain = { properties: {} as Record<string, string> };
    transformer.pre(plain);
    expect(plain.properties).toEqual({});
  });
});
