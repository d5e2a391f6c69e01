// The docs pipeline as the build runs it (lib/mdx/docs-html.mjs), in a Node process of its own: it
// loads its plugins by path, as ES modules.
import { spawnSync } from 'node:child_process';

/** What renderDocPage gives for `source`: its table of contents and Markdown copy. */
function render(source: string): { toc: { depth: number; text: string; id: string }[]; markdown: string } {
  const program = `
    import { renderDocPage } from './lib/mdx/docs-html.mjs';
    const { toc, markdown } = await renderDocPage(process.env.SOURCE, 'content/test.mdx', { pageUrl: 'https://milligram.dev/mg/test/' });
    console.log(JSON.stringify({ toc, markdown }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    encoding: 'utf8',
    env: { ...process.env, SOURCE: source },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('a docs page from one parse', () => {
  const page = render(
    [
      '## The `mg` [CLI](/mg/) _now_',
      '',
      '```bash',
      '## not a heading',
      '```',
      '',
      '### deploy',
      '',
      '## db',
      '',
      '| Flag | Description |',
      '| - | - |',
      '| `--port <n>` | The first. |',
      '| `--port <n>` | The second. |',
      '',
      '## deploy',
      '',
      '#### too deep',
    ].join('\n'),
  );

  it("lists the article's ## and ### headings, with the ids and text the article gives them", () => {
    expect(page.toc).toEqual([
      { depth: 2, text: 'The mg CLI now', id: 'the-mg-cli-now' },
      { depth: 3, text: 'deploy', id: 'deploy' },
      { depth: 2, text: 'db', id: 'db' },
      { depth: 2, text: 'deploy', id: 'deploy-1' },
    ]);
  });

  it("links each flag row of the copy to its row's id in the article, a repeated flag to each of its rows", () => {
    expect(page.markdown).toContain('| [`--port <n>`](https://milligram.dev/mg/test/#db-option-port) | The first. |');
    expect(page.markdown).toContain(
      '| [`--port <n>`](https://milligram.dev/mg/test/#db-option-port-2) | The second. |',
    );
    expect(page.markdown).toContain('```bash\n## not a heading\n```');
  });
});
