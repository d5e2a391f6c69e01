// The docs pipeline as the build runs it (lib/mdx/docs-html.ts): one parse of a page's source
// gives its article, table of contents, Markdown copy, search marks and code blocks.
import { commandsOfPages, highlightCode, renderDocPage, type RenderedDoc } from './docs-html.ts';

/** What renderDocPage gives for `source`, rendered once before the tests of a block: read it with page(). */
function rendered(source: string): () => RenderedDoc {
  let page: RenderedDoc | undefined;
  beforeAll(async () => {
    page = await renderDocPage(source, 'content/test.mdx', { pageUrl: 'https://milligram.dev/mg/test/' });
  }, 60_000);
  return () => page!;
}

describe('a docs page from one parse', () => {
  const page = rendered(
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
    expect(page().toc).toEqual([
      { depth: 2, text: 'The mg CLI now', id: 'the-mg-cli-now' },
      { depth: 3, text: 'deploy', id: 'deploy' },
      { depth: 2, text: 'db', id: 'db' },
      { depth: 2, text: 'deploy', id: 'deploy-1' },
    ]);
  });

  it("links each flag row of the copy to its row's id in the article, a repeated flag to each of its rows", () => {
    expect(page().markdown).toContain('| [`--port <n>`](https://milligram.dev/mg/test/#db-option-port) | The first. |');
    expect(page().markdown).toContain(
      '| [`--port <n>`](https://milligram.dev/mg/test/#db-option-port-2) | The second. |',
    );
    expect(page().markdown).toContain('```bash\n## not a heading\n```');
  });

  it('lists the text of its code blocks in order', () => {
    expect(page().codeBlocks).toEqual(['## not a heading']);
  });
});

describe("the search's marks from the same parse", () => {
  const page = rendered(
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
    expect(page().marks).toMatchObject({
      'top-terms': { kind: 'terms', section: '' },
      'option-profile': { kind: 'row', flag: '--profile', owner: '' },
      'flags-end-1': { kind: 'end' },
      'deploy-terms': { kind: 'terms', section: 'deploy' },
      'usage-esp_deploy': { kind: 'usage', command: ['esp', 'deploy'] },
    });
    // The command's own options table, from the reference: its rows are deploy's.
    const rows = Object.values(page().marks).flatMap((mark) => (mark.kind === 'row' ? [mark] : []));
    expect(rows.slice(1).every((mark) => mark.owner === 'deploy')).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
  });
});

describe('where the pages document each command', () => {
  it('is one map of every page’s commands, and a command on two pages is refused, naming both', () => {
    expect(
      commandsOfPages([
        { file: 'content/dmt.mdx', commands: { 'dmt db': 'db' } },
        { file: 'content/esp.mdx', commands: { 'esp deploy': 'deploy-a-static-site' } },
      ]),
    ).toEqual({ 'dmt db': 'db', 'esp deploy': 'deploy-a-static-site' });
    expect(() =>
      commandsOfPages([
        { file: 'content/dmt.mdx', commands: { 'dmt db': 'db' } },
        { file: 'content/lsd.mdx', commands: { 'dmt db': 'tunnel' } },
      ]),
    ).toThrow('mg dmt db is documented on content/dmt.mdx and content/lsd.mdx');
  });
});

describe('a code sample outside the docs', () => {
  const code = "const queueUrl = 'https://sqs.example/tasks';\nawait send({ id: 42 });";
  let html = '';
  beforeAll(async () => {
    html = (await highlightCode(code, 'ts')).trim();
  }, 60_000);

  it('is highlighted as the docs’ blocks are: shiki, light colours inline and dark ones in variables', () => {
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
