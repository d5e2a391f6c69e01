// The docs pipeline as the build runs it (lib/mdx/docs-html.mjs), in a Node process of its own: it
// loads its plugins by path, as ES modules.
import { spawnSync } from 'node:child_process';

interface Rendered {
  toc: { depth: number; text: string; id: string }[];
  markdown: string;
  marks: Record<string, unknown>;
  codeBlocks: string[];
}

/** What renderDocPage gives for `source`, all but the article's HTML. */
function render(source: string): Rendered {
  const program = `
    import { renderDocPage } from './lib/mdx/docs-html.mjs';
    const { html, ...rest } = await renderDocPage(process.env.SOURCE, 'content/test.mdx', { pageUrl: 'https://milligram.dev/mg/test/' });
    console.log(JSON.stringify(rest));
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

  it('lists the text of its code blocks in order', () => {
    expect(page.codeBlocks).toEqual(['## not a heading']);
  });
});

describe("the search's marks from the same parse", () => {
  const page = render(
    [
      '<SearchTerms words="the page itself" />',
      '',
      '## Global options',
      '',
      '| Flag | Description |',
      '| - | - |',
      '| `--profile <name>` | Shared. |',
      '',
      '## deploy',
      '',
      '<SearchTerms words="upload, publish" />',
      '',
      '<MgCommand path="esp deploy" />',
    ].join('\n'),
  );

  it('says what each anchor the search reads is: reader words, flag rows, table ends, a usage', () => {
    expect(page.marks).toMatchObject({
      'top-terms': { kind: 'terms', section: '' },
      'option-profile': { kind: 'row', flag: '--profile', owner: '' },
      'flags-end-1': { kind: 'end' },
      'deploy-terms': { kind: 'terms', section: 'deploy' },
      'usage-esp_deploy': { kind: 'usage', command: ['esp', 'deploy'] },
    });
    // The command's own options table, from the reference: its rows are deploy's.
    const rows = Object.values(page.marks).filter((mark) => (mark as { kind: string }).kind === 'row');
    expect(rows.slice(1).every((mark) => (mark as { owner: string }).owner === 'deploy')).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
  });
});

/** What commandsOfPages gives for `pages`, or the message it throws, run as the build runs it. */
function commandsOf(pages: { file: string; commands: Record<string, string> }[]): unknown {
  const program = `
    import { commandsOfPages } from './lib/mdx/docs-html.mjs';
    try { console.log(JSON.stringify(commandsOfPages(JSON.parse(process.env.PAGES)))); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    encoding: 'utf8',
    env: { ...process.env, PAGES: JSON.stringify(pages) },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('where the pages document each command', () => {
  it('is one map of every page’s commands, and a command on two pages is refused, naming both', () => {
    expect(
      commandsOf([
        { file: 'content/dmt.mdx', commands: { 'dmt db': 'db' } },
        { file: 'content/esp.mdx', commands: { 'esp deploy': 'deploy-a-static-site' } },
      ]),
    ).toEqual({ 'dmt db': 'db', 'esp deploy': 'deploy-a-static-site' });
    expect(
      commandsOf([
        { file: 'content/dmt.mdx', commands: { 'dmt db': 'db' } },
        { file: 'content/lsd.mdx', commands: { 'dmt db': 'tunnel' } },
      ]),
    ).toEqual({ error: 'mg dmt db is documented on content/dmt.mdx and content/lsd.mdx' });
  });
});

describe('a code sample outside the docs', () => {
  const program = `
    import { highlightCode } from './lib/mdx/docs-html.mjs';
    console.log(await highlightCode(process.env.CODE, 'ts'));
  `;
  const code = "const queueUrl = 'https://sqs.example/tasks';\nawait send({ id: 42 });";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    encoding: 'utf8',
    env: { ...process.env, CODE: code },
  });

  it('is highlighted as the docs’ blocks are: shiki, light colours inline and dark ones in variables', () => {
    expect(run.status).toBe(0);
    const html = run.stdout.trim();
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light-default github-dark-default"/);
    expect(html).toMatch(/<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/i);
    // Its text, every character kept.
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&#x3C;|&lt;/g, '<');
    expect(text).toBe(code);
  });
});
