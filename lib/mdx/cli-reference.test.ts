import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { loadDefinition } from '@/lib/cli/definition.ts';
import remarkCliReference, { checkTree, pageCommandSections } from '@/lib/mdx/cli-reference.ts';
import { renderDocPage } from '@/lib/mdx/docs-html.ts';
import remarkHeadingIds from '@/lib/mdx/heading-ids.ts';
import { checkContent } from '@/scripts/check/check-commands.ts';

const cli = loadDefinition();
/** Pages broken on purpose, one for each unsafe procedure the build refuses, and one of safe ones. */
const PROCEDURE_FIXTURES = 'lib/mdx/fixtures/procedures';
const check = (markdown: string) => checkTree(fromMarkdown(markdown), 'content/page.mdx', cli);

describe('checking the mg commands a reader can copy', () => {
  it('reports each wrong command with its file and line, the command and the closest valid spelling', () => {
    const { checked, problems } = check(
      [
        '# Page', // 1
        '', // 2
        'Open a tunnel: `mg dmt db shop --port 15432`.', // 3
        '', // 4
        '```bash', // 5
        '# a comment', // 6
        'mg dmt blastoff shop \\', // 7
        '  --dose t3.large', // 8
        'mg dtm list', // 9
        'mg dmt ssh shop -- tail --whatever', // 10
        '```', // 11
        '', // 12
        '```console', // 13
        '$ mg dmt nuke shop --yes', // 14
        'Destroyed shop --nonsense', // 15: sample output, never judged
        '```', // 16
      ].join('\n'),
    );
    expect(checked).toBe(5);
    expect(problems).toEqual([
      'content/page.mdx:3: `mg dmt db shop --port 15432`: `mg dmt db` takes no flag `--port` (`--port` is a flag of `mg dmt awake`, `mg lsd trip`) (did you mean `--local-port`?)',
      'content/page.mdx:7: `mg dmt blastoff shop --dose t3.large`: `--dose` must be one of `t2.micro`, `t2.small`, `t2.medium`, `t3.small`, `t3.medium`, not `t3.large` (did you mean `t3.small`?)',
      expect.stringMatching(
        /^content\/page\.mdx:9: `mg dtm list`: `mg` has no command `dtm`.* \(did you mean `mg dmt`\?\)$/,
      ),
    ]);
  });

  it('lets prose name a family or a command without running it, never one that does not exist', () => {
    expect(check('`mg dmt` manages machines; `mg init` sets up a project; `mg lsd list --health`.').problems).toEqual(
      [],
    );
    expect(check('Use `mg dmt nuk`.').problems).toHaveLength(1);
    expect(check('`npm install -g milligram` and `aws configure --profile work`').checked).toBe(0);
  });

  it('checks a command after a shell keyword or inside a substitution, and refuses an mg it cannot place', () => {
    const { checked, problems } = check(
      [
        '```bash', // 1
        'until mg dmt verfy shop --no-such-flag; do sleep 60; done', // 2
        'echo "$(mg dmt show shop)"', // 3
        'echo mg dmt list', // 4
        '```', // 5
      ].join('\n'),
    );
    expect(checked).toBe(2);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/page\.mdx:2: `mg dmt verfy shop --no-such-flag`: `mg dmt` has no command `verfy`/,
      ),
      'content/page.mdx:4: `echo mg dmt list`: `mg` stands where no command starts, so it cannot be checked: start the command with it',
    ]);
  });

  it('checks mg in a string another shell runs, and refuses one it cannot read as the shell would', () => {
    const { checked, problems } = check(
      [
        '```bash', // 1
        "ssh ops@bastion 'mg dmt shw shop'", // 2
        'watch -n 30 mg lsd list --health', // 3
        `sh -c 'mg dmt '"list"`, // 4
        '```', // 5
      ].join('\n'),
    );
    expect(checked).toBe(2);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/page\.mdx:2: `mg dmt shw shop`: `mg dmt` has no command `shw`/),
      expect.stringMatching(
        /^content\/page\.mdx:4: `sh -c 'mg dmt '"list"`: `mg` stands in a string another shell runs/,
      ),
    ]);
  });
});

describe('the reference elements in a page', () => {
  it("mark a command's usage block for the search, just before it", async () => {
    const element = {
      type: 'mdxJsxFlowElement',
      name: 'MgCommand',
      attributes: [{ type: 'mdxJsxAttribute', name: 'path', value: 'esp deploy' }],
      children: [],
    };
    const tree = { type: 'root', children: [element] } as Root;
    await remarkCliReference()(tree, undefined);
    const types = tree.children.map((node) => node.type);
    const at = types.indexOf('usageAnchor');
    expect(types.slice(at, at + 2)).toEqual(['usageAnchor', 'code']);
    expect(tree.children[at]).toMatchObject({ command: ['esp', 'deploy'] });
    expect(tree.children[at + 1]).toMatchObject({ value: expect.stringMatching(/^mg esp deploy <folder>/) });
  });

  it('find where each command of a page is documented, and every command has a section', () => {
    const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkHeadingIds);
    const content = path.join(process.cwd(), 'content');
    const parsed = (file: string) => mdx.runSync(mdx.parse(readFileSync(path.join(content, file), 'utf8'))) as Root;
    const pages = readdirSync(content)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => pageCommandSections(parsed(file)));
    const sections: Record<string, string> = Object.assign({}, ...pages);
    expect(sections['dmt db']).toBe('db');
    expect(sections['esp deploy']).toBe('deploy-a-static-site');
    for (const node of cli.leaves) expect(sections).toHaveProperty([node.path]);
  });

  it('build the index of every command from the page itself and the other pages it is given', async () => {
    const element = (name: string, attributes: Record<string, string>): RootContent => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: Object.entries(attributes).map(([key, value]) => ({
        type: 'mdxJsxAttribute' as const,
        name: key,
        value,
      })),
      children: [],
    });
    const pages = {
      mg: '/mg/cli/main/',
      config: '/mg/cli/main/',
      dmt: '/mg/cli/dmt/',
      lsd: '/mg/cli/lsd/',
      esp: '/mg/esp/',
    };
    const page = (): Root => ({
      type: 'root',
      children: [
        {
          type: 'heading',
          depth: 2,
          children: [{ type: 'text', value: 'Set up' }],
          data: { hProperties: { id: 'set-up' } },
        },
        element('MgCommand', { path: 'init' }),
        element('MgCommandIndex', pages),
      ],
    });
    expect(() => remarkCliReference()(page(), new VFile({ path: 'content/x.mdx' }))).toThrow(
      `<MgCommandIndex> needs the other pages' commands (otherPagesCommandSections)`,
    );
    // Every other command is documented elsewhere, in a section named after it.
    const elsewhere = Object.fromEntries(cli.leaves.map((node) => [node.path, node.name]));
    const withOthers = (others: Record<string, string>) => {
      const file = new VFile({ path: 'content/x.mdx' });
      file.data.otherPagesCommandSections = async () => others;
      return file;
    };
    // init is on this page: another page documenting it too is refused.
    await expect(remarkCliReference()(page(), withOthers(elsewhere))).rejects.toThrow(
      'content/x.mdx: mg init is documented on this page and on another',
    );
    const others = Object.fromEntries(Object.entries(elsewhere).filter(([command]) => command !== 'init'));
    const tree = page();
    const file = withOthers(others);
    await remarkCliReference()(tree, file);
    expect(file.data.commandSections).toEqual({ init: 'set-up' });
    const index = JSON.stringify(tree);
    expect(index).toContain('/mg/cli/main/#set-up');
    expect(index).toContain('/mg/cli/dmt/#blastoff');
  });
});

describe('the build', () => {
  it('fails on a page with a wrong example, naming the file, the line and the fix', async () => {
    // The docs pipeline as the build runs each page through it.
    const render = (source: string) => renderDocPage(source, 'content/bad.mdx');
    const wrong = render('## Tunnel\n\n```bash\nmg dmt db shop --port 15432\n```\n');
    await expect(wrong).rejects.toThrow('content/bad.mdx:4: `mg dmt db shop --port 15432`');
    await expect(wrong).rejects.toThrow('(did you mean `--local-port`?)');
    await expect(render('## Tunnel\n\n```bash\nmg dmt db shop --local-port 15432\n```\n')).resolves.toBeDefined();
  }, 60_000);

  it('refuses each unsafe procedure of the broken-on-purpose pages, naming page and line, and takes the safe ones', () => {
    // A content folder of the fixtures beside the real definition, checked as the build's first step checks content/.
    const root = mkdtempSync(path.join(tmpdir(), 'procedures-'));
    cpSync('content/cli', path.join(root, 'content/cli'), { recursive: true });
    cpSync(PROCEDURE_FIXTURES, path.join(root, 'content'), { recursive: true });
    try {
      const { problems } = checkContent(root);
      // Each refusal: its page and line, and what it says is wrong.
      expect(problems.map((p) => [p.slice(0, p.indexOf(': ')), p])).toEqual([
        [
          'content/never-returns.mdx:7',
          expect.stringContaining('`mg lsd logs billing --function send-invoice --since 1h` never returns'),
        ],
        [
          'content/secret-in-project.mdx:7',
          expect.stringContaining(
            "copies the app's settings file `.env` (`/srv/app/.env`, which holds secrets) into `shop.env`",
          ),
        ],
        ['content/status-loop.mdx:7', expect.stringContaining('does not tell its code 4 (not yet')],
        ['content/status-loop.mdx:7', expect.stringContaining('decides a loop that has no limit')],
        ['content/status-loop.mdx:15', expect.stringContaining('no exit code of `mg dmt test` means "not yet"')],
        ['content/unchecked-before-irreversible.mdx:7', expect.stringContaining('`mg dmt nuke shop` cannot be undone')],
        [
          'content/unchecked-before-irreversible.mdx:15',
          expect.stringContaining('nothing checks the result of `npm run build`'),
        ],
        ['content/unreadable.mdx:7', expect.stringContaining('`done` is missing')],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('checks every page before it builds, and every page passes', () => {
    const { checked, examples, problems } = checkContent();
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(examples).toBeGreaterThan(30);
  });
});
