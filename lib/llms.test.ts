import { plainMarkdown } from '@/lib/llms';

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

  it('keeps GitHub alerts as they are', () => {
    const alert = '> [!WARNING]\n> There is no undo.';
    expect(plainMarkdown(alert)).toBe(alert);
  });
});
