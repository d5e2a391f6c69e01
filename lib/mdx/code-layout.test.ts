import type { Root } from 'mdast';
import remarkCodeLayout, { LINE_LIMIT, breakCommand, breakShellBlock, wrapUsage } from './code-layout.ts';

describe('a long shell command', () => {
  const long = 'mg dmt blastoff shop --domain shop.example.com --route53 --email ops@example.com --dose t3.small';

  it('is broken before its options into lines of even length, each continued with a backslash', () => {
    expect(breakCommand(long)).toEqual([
      'mg dmt blastoff shop --domain shop.example.com \\',
      '  --route53 --email ops@example.com --dose t3.small',
    ]);
    for (const [i, line] of breakCommand(long).entries())
      expect(line.length + (i ? 0 : 2)).toBeLessThanOrEqual(LINE_LIMIT);
  });

  it('that fits, or has no option to break before, is left whole', () => {
    expect(breakCommand('mg dmt deploy shop')).toEqual(['mg dmt deploy shop']);
    const words = `echo ${'word '.repeat(20)}`.trim();
    expect(breakCommand(words)).toEqual([words]);
  });

  it('keeps what follows a bare --, a pipe or a redirection on its line', () => {
    const ssh = `mg dmt ssh shop --aws-profile work -- ${'x'.repeat(30)} --flag-of-the-remote-command value`;
    const lines = breakCommand(ssh);
    expect(lines.at(-1)).toContain('-- ');
    expect(lines.at(-1)).toContain('--flag-of-the-remote-command value');
  });

  it('in a block: comments, sample output and a command already continued stay as written', () => {
    const block = `# Create shop\n${long}\nmg dmt deploy shop \\\n  --branch main --aws-profile work --region eu-west-1 --and-a-long-one x\n`;
    expect(breakShellBlock(block, 'bash').split('\n')).toEqual([
      '# Create shop',
      'mg dmt blastoff shop --domain shop.example.com \\',
      '  --route53 --email ops@example.com --dose t3.small',
      'mg dmt deploy shop \\',
      '  --branch main --aws-profile work --region eu-west-1 --and-a-long-one x',
    ]);
    expect(breakShellBlock(`$ ${long}\nCreated shop`, 'console').split('\n')).toEqual([
      '$ mg dmt blastoff shop --domain shop.example.com \\',
      '  --route53 --email ops@example.com --dose t3.small',
      'Created shop',
    ]);
  });

  it('continues with a backtick in PowerShell', () => {
    expect(breakShellBlock(long, 'powershell').split('\n')[0]).toMatch(/ `$/);
  });
});

describe('a usage line', () => {
  it('wraps between its bracketed parts, further lines hanging under the first argument', () => {
    const usage =
      'mg dmt blastoff [<name>] [--domain <name>] [--route53] [--email <address>] [--branch <name>] [--dose <size>] [--no-ssl]';
    const lines = wrapUsage(usage);
    expect(lines[0]).toMatch(/^mg dmt blastoff \[<name>\] /);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {16}\[/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(usage);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(LINE_LIMIT);
  });

  it('is named "Usage" in the article', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'usageAnchor', command: ['dmt', 'nuke'], data: {} },
        { type: 'code', lang: 'text', meta: null, value: 'mg dmt nuke [<name>]' },
      ],
    } as unknown as Root;
    (remarkCodeLayout() as (tree: Root) => void)(tree);
    expect(tree.children[1]).toMatchObject({ meta: 'title="Usage"', value: 'mg dmt nuke [<name>]' });
  });
});
