import { loadDefinition } from '@/lib/cli/definition.ts';
import {
  commandMarkdown,
  exitCodesMarkdown,
  optionsMarkdown,
  policyDocument,
  shortFlagClashes,
  usageLines,
} from '@/lib/cli/reference.ts';

const cli = loadDefinition();
const node = (path: string) => cli.commands.get(path)!;

describe('the reference from the definition', () => {
  it('shows the name as optional in project mode, and one usage line per way to call a command', () => {
    expect(usageLines(node('dmt deploy'))).toEqual(['mg dmt deploy [<name>] [--branch <name>]']);
    expect(usageLines(node('dmt nuke'))).toEqual(['mg dmt nuke [<name>] [--yes]', 'mg dmt nuke --all [--yes]']);
    expect(usageLines(node('dmt ssh'))).toEqual(['mg dmt ssh [<name>] [-- <command>]']);
    expect(usageLines(node('init'))).toEqual(['mg init --dream']);
    expect(usageLines(node('esp deploy'))).toEqual(['mg esp deploy <folder> --domain <name>']);
  });

  it('gives a command that takes all of its family’s options a link to them instead of their rows', () => {
    const blastoff = commandMarkdown(cli, 'dmt blastoff');
    expect(blastoff).toContain('Takes every [option](#options) of `mg dmt`.');
    expect(blastoff).not.toContain('| `--dose <size>`');
    expect(commandMarkdown(cli, 'dmt deploy')).toContain(
      "| `--branch <name>` | `-b` | the branch the machine's `mg-branch` tag records (`blastoff`'s, or the last `deploy` given `--branch`, even one that failed) | The git branch to deploy, from the URL `blastoff` cloned (",
    );
  });

  it('lists a shared option once, with each command’s default where they differ', () => {
    expect(optionsMarkdown(cli, 'dmt')).toContain(
      "`blastoff`: the project file's `branch` (project mode, for the deployment the file names), else the branch checked out where you run mg; `deploy`: the branch the machine's `mg-branch` tag records (`blastoff`'s, or the last `deploy` given `--branch`, even one that failed)",
    );
  });

  it('names a command’s own exit codes beside the usual ones, and each example with its caption', () => {
    const verify = commandMarkdown(cli, 'dmt verify');
    expect(verify).toContain('**Exit codes**: `4` when the domain does not point at the deployment yet');
    expect(verify).toContain('```bash\n# Does shop.example.com point at shop?\nmg dmt verify shop\n```');
  });

  it('says where a command passes on the exit code of what follows its `--`, beside mg’s own codes', () => {
    expect(commandMarkdown(cli, 'dmt ssh')).toContain(
      "; any code when the command after `--` exited with it: mg passes its code on, whatever it is, so a 2, 3 or 4 is then not mg's; otherwise",
    );
    expect(exitCodesMarkdown(cli)).toMatch(/\| any +\| the command after `--` exited with it: .* \| `mg dmt ssh` +\|/);
  });

  it('ends each argument line with one full stop, whether or not the definition wrote one', () => {
    const lines = [
      commandMarkdown(cli, 'config set'),
      commandMarkdown(cli, 'esp deploy'),
      commandMarkdown(cli, 'dmt help'),
      commandMarkdown(cli, 'dmt ssh'),
    ].join('\n');
    expect(lines).toContain('- `<value>`, its value.\n');
    expect(lines).toContain('`<folder>`, the folder to publish, e.g. `./out`.');
    expect(lines).toContain('`<command>`, the command to explain. Optional.');
    expect(lines).toContain('- `-- <command>`, a command to run on the machine instead of a shell: ');
    expect(lines).toContain('your own shell acts on it, on your computer. It runs with a terminal');
    expect(lines).not.toMatch(/[^.]\.\.(\s|$)/);
  });

  it('says what a script must know of a command: it never returns, it is irreversible, its "not yet" code', () => {
    expect(commandMarkdown(cli, 'lsd logs')).toContain(
      "**Never returns**: it follows the functions' logs, until you press Ctrl-C, so a line after it in a script never runs.",
    );
    expect(commandMarkdown(cli, 'dmt ssh')).toContain(
      '**Never returns** without `-- <command>`: it opens a shell on the machine, until you leave it with `exit`',
    );
    expect(commandMarkdown(cli, 'dmt ssh')).toContain("It runs with a terminal when mg's own input and output are one");
    expect(commandMarkdown(cli, 'dmt nuke')).toContain('**Irreversible**: it destroys the machine with its disk');
    expect(commandMarkdown(cli, 'dmt verify')).toContain(
      '`4` when the domain does not point at the deployment yet (not yet: a later run may succeed',
    );
    expect(commandMarkdown(cli, 'dmt deploy')).not.toMatch(/Never returns|Irreversible|not yet/);
  });

  it('finds one-letter flags that mean two things', () => {
    expect(shortFlagClashes(cli)).toEqual([
      {
        letter: 'f',
        names: [
          ['force', ['mg dmt unlock']],
          ['function', ['mg lsd deploy', 'mg lsd logs']],
        ],
      },
    ]);
  });

  it('writes the permissions as a policy with one statement per service', () => {
    const policy = policyDocument(cli);
    expect(policy.Version).toBe('2012-10-17');
    const actions = policy.Statement.flatMap((s: { Action: string[] }) => s.Action);
    for (const needed of [
      'ec2:RunInstances',
      'iam:CreateRole',
      'dynamodb:CreateTable',
      'rds:CreateDBInstance',
      'acm:RequestCertificate',
      'logs:FilterLogEvents',
      'ec2:CreateKeyPair',
    ])
      expect(actions).toContain(needed);
    expect(new Set(policy.Statement.map((s: { Sid: string }) => s.Sid)).size).toBe(policy.Statement.length);
    // An action an IAM condition narrows has a statement of its own, with the condition: RDS's service-linked role only.
    expect(policy.Statement).toContainEqual({
      Sid: 'IAMCreateServiceLinkedRole',
      Effect: 'Allow',
      Action: ['iam:CreateServiceLinkedRole'],
      Resource: '*',
      Condition: { StringEquals: { 'iam:AWSServiceName': 'rds.amazonaws.com' } },
    });
    const iam = policy.Statement.find((s: { Sid: string }) => s.Sid === 'IAM');
    expect(iam?.Action).toContain('iam:CreateRole');
    expect(iam?.Action).not.toContain('iam:CreateServiceLinkedRole');
  });
});
