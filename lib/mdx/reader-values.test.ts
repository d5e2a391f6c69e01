import { blockSlots, inlineSlots } from '@/lib/mdx/reader-values.ts';
import { classifyShell } from '@/lib/mdx/shell.ts';

/** Each slot of a block: its name, the text it covers in the highlighted code, and in the copy text. */
function slotsOf(text: string, lang: string) {
  const { code, copy } = classifyShell(text, lang);
  return blockSlots(text, lang).map(
    (s: { slot: string; start: number; end: number; copyStart: number | null; copyEnd: number | null }) => [
      s.slot,
      code.slice(s.start, s.end),
      s.copyStart === null ? null : copy.slice(s.copyStart, s.copyEnd!),
    ],
  );
}

describe('where a reader’s own values go', () => {
  it('marks the deployment name, the domain, the profile and the region of each mg command, in the code and in what Copy copies', () => {
    const block = [
      '# Create it',
      'mg dmt blastoff shop --domain shop.example.com --aws-profile work \\',
      '  --region eu-west-1',
      'psql "postgresql://app@localhost:15432/app"',
      'mg dmt ssh shop -- tail /srv/shop/log',
    ].join('\n');
    expect(slotsOf(block, 'bash')).toEqual([
      ['name', 'shop', 'shop'],
      ['domain', 'shop.example.com', 'shop.example.com'],
      ['profile', 'work', 'work'],
      ['region', 'eu-west-1', 'eu-west-1'],
      ['name', 'shop', 'shop'],
    ]);
  });

  it('marks the values of an mg command after a shell keyword or inside a command substitution', () => {
    expect(slotsOf('until mg dmt verify shop; do sleep 60; done', 'bash')).toEqual([['name', 'shop', 'shop']]);
    expect(slotsOf('echo "$(mg dmt show shop)"', 'bash')).toEqual([['name', 'shop', 'shop']]);
    expect(slotsOf("ssh ops@bastion 'mg dmt show shop'", 'bash')).toEqual([['name', 'shop', 'shop']]);
    expect(slotsOf('watch -n 60 mg dmt verify shop', 'bash')).toEqual([['name', 'shop', 'shop']]);
  });

  it('in a session, marks the values its commands used where the sample output repeats them, outside what Copy copies', () => {
    const session = [
      '$ mg dmt nuke shop',
      'Will destroy shop: DNS record shop.example.com.',
      'Type the name: shop',
      'Destroyed shops',
    ].join('\n');
    expect(slotsOf(session, 'console')).toEqual([
      ['name', 'shop', 'shop'],
      ['name', 'shop', null],
      ['name', 'shop', null],
    ]);
  });

  it('marks nothing in a command the definition refuses, or in other commands', () => {
    expect(slotsOf('mg dmt db shop --port 15432', 'bash')).toEqual([]);
    expect(slotsOf('npm install -g milligram\ncd shop', 'bash')).toEqual([]);
  });

  it('marks the profile and region where the reader sets them up for mg, in every shell', () => {
    expect(slotsOf('aws configure --profile work', 'bash')).toEqual([['profile', 'work', 'work']]);
    expect(slotsOf('export AWS_PROFILE=work\nexport AWS_REGION=eu-west-1', 'bash')).toEqual([
      ['profile', 'work', 'work'],
      ['region', 'eu-west-1', 'eu-west-1'],
    ]);
    expect(slotsOf('$Env:AWS_PROFILE = "work"', 'powershell')).toEqual([['profile', 'work', 'work']]);
    expect(slotsOf('set -gx AWS_PROFILE work', 'fish')).toEqual([['profile', 'work', 'work']]);
  });

  it('marks inline code that is an mg command, or names a global option with its value', () => {
    const text = 'mg dmt db shop --local-port 15432';
    expect(
      inlineSlots(text).map((s: { slot: string; start: number; end: number }) => [s.slot, text.slice(s.start, s.end)]),
    ).toEqual([['name', 'shop']]);
    expect(inlineSlots('npm start')).toEqual([]);
    expect(inlineSlots('--aws-profile work')).toEqual([{ slot: 'profile', start: 14, end: 18 }]);
  });
});
