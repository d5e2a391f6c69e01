import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { loadDefinition } from '@/lib/cli/definition.ts';
import { flowDiagramMarkdown } from '@/lib/cli/flow-diagram.ts';
import { commandMarkdown } from '@/lib/cli/reference.ts';
import remarkCliReference from '@/lib/mdx/cli-reference.ts';
import remarkHeadingIds from '@/lib/mdx/heading-ids.ts';
import { VFile } from 'vfile';
import remarkKeepCopy, { markdownCopy } from '@/lib/mdx/markdown-copy.ts';

const PAGE = 'https://milligram.dev/mg/cli/dmt/';

/** The tree the docs pipeline keeps for the copy: parsed as MDX, the reference expanded. */
function keptTree(source: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkHeadingIds)
    .use(remarkCliReference)
    .use(remarkKeepCopy);
  const file = new VFile({ path: 'content/page.mdx', value: source });
  processor.runSync(processor.parse(file), file);
  return file.data.markdownCopyTree as Root;
}

type Row = { id: string; flag: string };
const copyOf = (source: string, options: { pageUrl?: string; rows?: Row[] } = {}) =>
  markdownCopy(keptTree(source), options);
const cli = loadDefinition();

describe('the Markdown copies', () => {
  it('turns a tab set into its blocks, each under its label', () => {
    const source = [
      'Set the profile:',
      '',
      "<CodeTabs group=\"Shell\" labels={['bash / zsh', 'PowerShell']}>",
      '',
      '```bash',
      'export AWS_PROFILE=work',
      '```',
      '',
      '```powershell',
      '$Env:AWS_PROFILE = "work"',
      '```',
      '',
      '</CodeTabs>',
      '',
      'Done.',
    ].join('\n');
    expect(copyOf(source)).toBe(
      [
        'Set the profile:',
        '',
        '**bash / zsh**',
        '',
        '```bash',
        'export AWS_PROFILE=work',
        '```',
        '',
        '**PowerShell**',
        '',
        '```powershell',
        '$Env:AWS_PROFILE = "work"',
        '```',
        '',
        'Done.',
      ].join('\n'),
    );
  });

  it('leaves out the reader words written for the search', () => {
    const source = ['## nuke', '', '<SearchTerms words="remove, destroy" />', '', 'Destroy a deployment.'].join('\n');
    expect(copyOf(source)).toBe(['## nuke', '', 'Destroy a deployment.'].join('\n'));
    expect(copyOf('<SearchTerms words="a" />\n\nText')).toBe('Text');
  });

  it('leaves out the former ids of a heading, a row and a part that moved, on one line or several', () => {
    const source = [
      '### stopped halfway',
      '',
      '<FormerAnchor id="stopped-partway" />',
      '',
      '<FormerAnchor id="option-local-port" of="db-option-local-port" />',
      '',
      '<FormerAnchor',
      '  id="option-aws-profile"',
      '  to="/mg/cli/main/#option-aws-profile"',
      '  label="--aws-profile is a global option now, on the CLI Overview page"',
      '/>',
      '',
      'Text.',
    ].join('\n');
    expect(copyOf(source)).toBe(['### stopped halfway', '', 'Text.'].join('\n'));
  });

  it('keeps GitHub alerts as they are written, in either case', () => {
    const alert = '> [!WARNING]\n> There is no undo.';
    expect(copyOf(alert)).toBe(alert);
    expect(copyOf('> [!tip]\n> Lowercase works too.')).toBe('> [!tip]\n> Lowercase works too.');
    expect(copyOf('> [Not an alert](/mg/) here.', { pageUrl: PAGE })).toBe(
      '> [Not an alert](https://milligram.dev/mg/) here.',
    );
  });

  it('keeps a marker ended by a hard break on a line of its own, as GitHub reads it', () => {
    expect(copyOf('> [!NOTE]  \n> Read this.')).toBe('> [!NOTE]\n> Read this.');
  });

  it("puts each reference element's Markdown in its place, the usage block right after the summary", () => {
    const copy = copyOf('## db\n\n<MgCommand path="dmt db" />\n\nMore prose.\n', {
      rows: [{ id: 'db-option-local-port', flag: 'local-port' }],
    });
    // The command's summary and usage block as the definition gives them, nothing between them.
    const usage = commandMarkdown(cli, 'dmt db').split('```\n')[0] + '```';
    expect(usage).toMatch(/^Open an SSH tunnel[^]*```text\nmg dmt db \[<name>\] \[--local-port <number>\]\n```$/);
    expect(copy.startsWith(`## db\n\n${usage}\n`)).toBe(true);
    expect(copy).toContain('| [`--local-port <number>`](#db-option-local-port) | `-l` |');
    expect(copy).toMatch(/More prose\.$/);
  });

  it('gives the flow diagram as the list of its facts', () => {
    expect(copyOf('<MgFlow />')).toBe(copyOf(flowDiagramMarkdown(cli)));
    expect(copyOf('<MgFlow />')).toMatch(/^- /);
  });

  it('refuses an element that has no Markdown form, naming it', () => {
    expect(() => copyOf('<Widget kind="cube" />')).toThrow('<Widget> has no form in the Markdown copy');
  });
});

describe('links in the Markdown copies', () => {
  const source = [
    'See [project mode](/mg/overview/#project-mode) and [ssl](#ssl), or [AWS](https://aws.amazon.com/).',
    '',
    '## db',
    '',
    '| Flag                    | Alias | Description |',
    '| ----------------------- | ----- | ----------- |',
    '| `--local-port <number>` | `-l`  | Local port. |',
    '',
    '```bash',
    'echo "[not a link](/x)"',
    '```',
  ].join('\n');

  it("makes site links absolute and links each flag to its row's id in the article", () => {
    const out = copyOf(source, { pageUrl: PAGE, rows: [{ id: 'db-option-local-port', flag: 'local-port' }] }).split(
      '\n',
    );
    expect(out[0]).toBe(
      'See [project mode](https://milligram.dev/mg/overview/#project-mode) and ' +
        '[ssl](https://milligram.dev/mg/cli/dmt/#ssl), or [AWS](https://aws.amazon.com/).',
    );
    expect(out[4]).toBe('| Flag | Alias | Description |');
    expect(out[6]).toBe(
      '| [`--local-port <number>`](https://milligram.dev/mg/cli/dmt/#db-option-local-port) | `-l` | Local port. |',
    );
    expect(out[9]).toBe('echo "[not a link](/x)"');
  });

  it('makes images and reference definitions absolute too, and leaves other hosts alone', () => {
    const images = '![Diagram](/og/flow.png) [cdn](//cdn.example.com/x) [ref][r]\n\n[r]: /mg/dream/';
    expect(copyOf(images, { pageUrl: PAGE })).toBe(
      '![Diagram](https://milligram.dev/og/flow.png) [cdn](//cdn.example.com/x) [ref][r]\n\n' +
        '[r]: https://milligram.dev/mg/dream/',
    );
  });

  it('links a flag given twice to each of its rows, by the ids the article gave them', () => {
    const twice = ['## db', '', '| Flag | Description |', '| - | - |', '| `--port` | One. |', '| `--port` | Two. |'];
    const rows = [
      { id: 'db-option-port', flag: 'port' },
      { id: 'db-option-port-2', flag: 'port' },
    ];
    const out = copyOf(twice.join('\n'), { rows }).split('\n');
    expect(out.slice(4)).toEqual([
      '| [`--port`](#db-option-port) | One. |',
      '| [`--port`](#db-option-port-2) | Two. |',
    ]);
  });

  it('refuses flag rows that do not match the rows of the article', () => {
    const row = { id: 'db-option-local-port', flag: 'local-port' };
    expect(() => copyOf(source, { rows: [] })).toThrow('--local-port has no row of its own in the article');
    expect(() => copyOf(source, { rows: [{ id: 'option-port', flag: 'port' }] })).toThrow(
      '--local-port has no row of its own',
    );
    expect(() => copyOf(source, { rows: [row, { id: 'option-dose', flag: 'dose' }] })).toThrow(
      'The article has 1 flag rows the Markdown copy does not: option-dose',
    );
  });
});
