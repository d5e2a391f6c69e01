import { absoluteLinks, plainMarkdown } from '@/lib/llms';

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
    expect(plainMarkdown(source)).toBe(
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
    expect(plainMarkdown(source)).toBe(['## nuke', '', 'Destroy a deployment.'].join('\n'));
    expect(plainMarkdown('<SearchTerms words="a" />\nText')).toBe('Text');
  });

  it("leaves out a reworded heading's former ids", () => {
    const source = ['### stopped halfway', '', '<FormerAnchor id="stopped-partway" />', '', 'Text.'].join('\n');
    expect(plainMarkdown(source)).toBe(['### stopped halfway', '', 'Text.'].join('\n'));
  });

  it('leaves out the former ids of a row and of a part that moved to another page, on one line or several', () => {
    const source = [
      '## db',
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
    expect(plainMarkdown(source)).toBe(['## db', '', 'Text.'].join('\n'));
  });

  it('keeps GitHub alerts as they are', () => {
    const alert = '> [!WARNING]\n> There is no undo.';
    expect(plainMarkdown(alert)).toBe(alert);
  });
});

describe('links in the Markdown copies', () => {
  const page = 'https://milligram.dev/mg/cli/dmt/';

  it('makes site links absolute and links each flag to its row on the site', () => {
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
    const out = absoluteLinks(source, page).split('\n');
    expect(out[0]).toBe(
      'See [project mode](https://milligram.dev/mg/overview/#project-mode) and ' +
        '[ssl](https://milligram.dev/mg/cli/dmt/#ssl), or [AWS](https://aws.amazon.com/).',
    );
    expect(out[4]).toBe('| Flag                    | Alias | Description |');
    expect(out[6]).toBe(
      '| [`--local-port <number>`](https://milligram.dev/mg/cli/dmt/#db-option-local-port) | `-l`  | Local port. |',
    );
    expect(out[9]).toBe('echo "[not a link](/x)"');
  });
});
