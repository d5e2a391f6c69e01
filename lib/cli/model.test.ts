import { fromMarkdown } from 'mdast-util-from-markdown';
import { definition, problemsOf } from '@/lib/cli/definition-fixtures';
import { loadDefinition } from '@/lib/cli/definition.ts';
import { actionsOf, nameRule, permissionsOf } from '@/lib/cli/model.ts';
import {
  conditionText,
  effectsMarkdown,
  exitCodesMarkdown,
  globalOptionsMarkdown,
  resourcesMarkdown,
  settingsMarkdown,
  statesMarkdown,
} from '@/lib/cli/reference.ts';
import { modelTreeProblems } from '@/lib/mdx/model-check.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the definition is JSON, broken on purpose here */
/** The command `path` of a raw definition, to break. */
function command(raw: any, path: string): any {
  let list = raw.commands;
  let found: any;
  for (const word of path.split(' ')) {
    found = list.find((c: any) => c.name === word);
    list = found.commands ?? [];
  }
  return found;
}

describe('the model of what mg does', () => {
  it('holds together as it is', () => {
    expect(problemsOf(definition())).toEqual([]);
  });

  it('refuses a resource that is created and never removed, unless it says why it is kept', () => {
    const raw = definition();
    command(raw, 'dmt nuke').effects = command(raw, 'dmt nuke').effects.filter((e: any) => e.resource !== 'key-pair');
    expect(problemsOf(raw)).toEqual([
      '"key-pair" is created but no command removes it: add a removal or say why it is kept',
    ]);
    raw.resources.find((r: any) => r.id === 'key-pair').kept = 'a reason';
    expect(problemsOf(raw)).toEqual([]);
  });

  it('refuses an effect on a resource it does not define, under a flag its command does not take, or with an unknown action', () => {
    const raw = definition();
    const effects = command(raw, 'dmt deploy').effects;
    effects.push({ effect: 'reads', resource: 'spaceship' });
    effects.push({ effect: 'changes', resource: 'app', when: { with: 'turbo' } });
    effects.push({ effect: 'reads', resource: 'machine', actions: ['warp:Engage'] });
    expect(problemsOf(raw)).toEqual([
      '`mg dmt deploy` reads "spaceship", which resources does not define',
      '`mg dmt deploy` reads "machine" with `warp:Engage`, of no service mg knows',
      '`mg dmt deploy` changes "app" when `--turbo`, which it does not take',
    ]);
  });

  it('refuses a condition naming what does not exist: a creation under a flag, a project-file key or its value', () => {
    const raw = definition();
    // nuke removes the DNS record of a deployment made with --route53: blastoff creates it with that flag.
    const removal = command(raw, 'dmt nuke').effects.find((e: any) => e.resource === 'dns-record');
    expect(removal.when).toEqual({ madeWith: 'route53' });
    removal.when = { madeWith: 'dose' };
    const health = command(raw, 'lsd health').effects;
    health.find((e: any) => e.resource === 'table').when = { key: 'database.kind', is: 'dynamodb' };
    health.find((e: any) => e.resource === 'postgres').when = { key: 'database.engine', is: 'mysql' };
    command(raw, 'dmt nuke').confirm[0].when = { without: 'everything' };
    expect(problemsOf(raw)).toEqual([
      '`mg dmt nuke` removes "dns-record" for a deployment made with `--dose`, which no command creates it with',
      '`mg dmt nuke` asks "Type the deployment name to confirm:" when `--everything`, which it does not take',
      '`mg lsd health` reads "table" when `database.kind` is `dynamodb`, but the project file has no `lsd.database.kind`',
      '`mg lsd health` reads "postgres" when `database.engine` is `mysql`, which it cannot be (dynamodb, postgresql)',
    ]);
  });

  it('writes each condition as the pages say it', () => {
    const cli = loadDefinition();
    expect(conditionText({ with: 'route53' })).toBe('with `--route53`');
    expect(conditionText({ without: 'no-ssl' })).toBe('unless `--no-ssl`');
    expect(conditionText({ madeWith: 'route53' })).toBe('for a deployment made with `--route53`');
    expect(conditionText({ key: 'database.engine', is: 'dynamodb' })).toBe('when `database.engine` is `dynamodb`');
    expect(effectsMarkdown(cli, cli.commands.get('lsd delete')!)).toContain(
      '[the DynamoDB tables](#drop) (when `database.engine` is `dynamodb`; after you type its name)',
    );
  });

  it("lists several resources of one kind a line each under their label, and one on the label's line", () => {
    const cli = loadDefinition();
    const blastoff = effectsMarkdown(cli, cli.commands.get('dmt blastoff')!);
    expect(blastoff).toMatch(/^- Creates:\n  - the security group /m);
    expect(blastoff.match(/^ {2}- /gm)!.length).toBeGreaterThan(10);
    expect(blastoff).not.toMatch(/; the SSH key pair/);
    expect(effectsMarkdown(cli, cli.commands.get('config set')!)).toMatch(/^- Changes: mg's configuration\.$/m);
  });

  it('states what defines a resource where its first creator lists it, and elsewhere links its name there', () => {
    const cli = loadDefinition();
    const effects = (path: string) => effectsMarkdown(cli, cli.commands.get(path)!);
    // drop creates the functions: their size and timeout stand there, once.
    expect(effects('lsd drop')).toContain(
      "the Lambda functions (each named `<deployment>_<function>`, 64 characters at most in all, with 128 MB of memory, a 3-second timeout and no reserved concurrency: Lambda's defaults; their code:",
    );
    // deploy changes them, and creates the ones the project file gained: it names them, linked, with what it does.
    const deploy = effects('lsd deploy');
    expect(deploy).toMatch(/^- Changes:\n  - \[the Lambda functions\]\(#drop\) \(their code from the folder/m);
    expect(deploy).toContain(
      '[the Lambda functions](#drop) (unless `--function`; the ones the project file has gained)',
    );
    expect(deploy).not.toContain('128 MB');
    // The command that defines a resource names it plainly in its other effects; a page links to its own section ids.
    expect(effects('dmt deploy')).toContain('- Removes: the deployment lock (when it ends');
    expect(effectsMarkdown(cli, cli.commands.get('dmt unlock')!, { 'dmt deploy': 'ship' })).toContain(
      '- Removes: [the deployment lock](#ship).',
    );
    // A resource without details is named as it is, with no link: nothing more is said of it elsewhere.
    expect(effects('dmt ssh')).toContain(
      '- Reads:\n  - [the machine](#blastoff)\n  - the SSH private key on your machine (',
    );
    // The resource table says what each is.
    expect(resourcesMarkdown(cli, 'dmt')).toContain("| the machine's disk (EBS, 20 GiB) |");
  });

  it('refuses details no command states, and an IAM condition on an action its effect does not call, or given once only', () => {
    const raw = definition();
    raw.resources.find((r: any) => r.id === 'config').details = 'in your home';
    const creates = command(raw, 'lsd drop').effects.find(
      (e: any) => e.effect === 'creates' && e.resource === 'postgres',
    );
    creates.conditions['rds:DeleteDBInstance'] = { StringEquals: { 'aws:RequestedRegion': 'eu-west-1' } };
    command(raw, 'lsd delete')
      .effects.find((e: any) => e.resource === 'role')
      .actions.push('iam:CreateServiceLinkedRole');
    expect(problemsOf(raw)).toEqual([
      '`mg lsd drop` creates "postgres" narrows `rds:DeleteDBInstance` with a condition, but does not call it',
      '`mg lsd delete` calls `iam:CreateServiceLinkedRole` without the condition it has elsewhere: the policy grants it once',
      '"config" has details, but no command creates it to state them: fold them into its name',
    ]);
  });

  it("links a flag to the project file's key that supplies it, which must exist in its family's section", () => {
    const raw = definition();
    const flag = (name: string) => raw.flags.find((f: any) => f.name === name && f.commands?.[0]?.startsWith('dmt'));
    expect(flag('dose').projectKey).toBe('dose');
    flag('dose').projectKey = 'size';
    raw.flags.find((f: any) => f.name === 'domain' && f.commands?.includes('esp deploy')).projectKey = 'domain';
    expect(problemsOf(raw)).toEqual([
      "`--dose` names `dmt.size`, which the project file's schema lacks",
      '`--domain` names a project-file key, but the family of its commands has no section there',
    ]);
  });

  it('refuses a command that calls an action AWS refuses without another it may not call', () => {
    const raw = definition();
    const creates = command(raw, 'lsd deploy').effects.find(
      (e: any) => e.effect === 'creates' && e.resource === 'function',
    );
    creates.actions = creates.actions.filter((a: string) => a !== 'iam:PassRole');
    expect(problemsOf(raw)).toEqual([
      '`mg lsd deploy` calls `lambda:CreateFunction`, which AWS refuses without `iam:PassRole`',
    ]);
  });

  it('gives a command that runs another’s steps that command’s effects and actions, saying so', () => {
    const cli = loadDefinition();
    const drop = cli.commands.get('lsd drop')!;
    const health = cli.commands.get('lsd health')!;
    expect(actionsOf(health)).not.toEqual([]);
    expect(actionsOf(drop)).toEqual(expect.arrayContaining(actionsOf(health)));
    expect(effectsMarkdown(cli, drop)).toContain(
      '- Then: runs [`mg lsd health`](#health), with what it reads and changes.',
    );
    expect(effectsMarkdown(cli, drop)).not.toContain('heartbeat');
    const raw = definition();
    command(raw, 'lsd drop').runs = ['lsd checkup'];
    expect(problemsOf(raw)).toEqual(['`mg lsd drop` runs `mg lsd checkup`, which is no command of mg']);
  });

  it('refuses a setting whose sources do not exist, and a variable outside its setting', () => {
    const raw = definition();
    const region = raw.settings.find((s: any) => s.id === 'region');
    region.sources = region.sources.filter((source: any) => source.env !== 'AWS_REGION');
    raw.settings.find((s: any) => s.id === 'profile').sources.push({ project: 'account' });
    expect(problemsOf(raw)).toEqual(
      expect.arrayContaining([
        'the setting "profile" names `dmt.account`, which the project file\'s schema lacks',
        'AWS_REGION supplies "region" but is not among its sources',
      ]),
    );
  });

  it('refuses a state entered by a command that does not exist, or by another family’s', () => {
    const raw = definition();
    raw.states.lsd.states[0].enter.push({ command: 'lsd resurrect', interrupted: true });
    raw.states.lsd.states[0].leave.push({ command: 'dmt nuke' });
    expect(problemsOf(raw)).toEqual([
      'the lsd state "partially created" names `mg lsd resurrect`, which is no command of mg',
      'the lsd state "partially created" names `mg dmt nuke`, a command of another family',
    ]);
  });

  it('derives a global flag’s default from its setting’s order, and states that order once', () => {
    const cli = loadDefinition();
    expect(cli.globalFlags.find((f) => f.name === 'region')!.default).toBe(
      "`AWS_REGION`, else the project file's `region` (project mode, DMT and LSD commands), else the profile's own region (`aws configure`); with none, a command that calls AWS stops before it does, with exit code 1 and `No AWS region`",
    );
    expect(settingsMarkdown(cli)).toContain(
      "| The AWS profile | `--aws-profile`, else `AWS_PROFILE`, else the project file's `profile` (project mode, DMT and LSD commands), else the profile named `default` |",
    );
    expect(globalOptionsMarkdown(cli)).toContain(
      "`AWS_PROFILE`, else the project file's `profile` (project mode, DMT and LSD commands)",
    );
  });

  it('derives the permissions from the effects: every action a command calls is in the policy, under the command', () => {
    const cli = loadDefinition();
    const permissions = permissionsOf(cli);
    // Most commands call AWS: the rule is checked on dozens of actions, not on none.
    expect(cli.leaves.flatMap(actionsOf).length).toBeGreaterThan(20);
    for (const node of cli.leaves) {
      for (const action of actionsOf(node)) {
        const row = permissions.find((p: any) => p.actions.includes(action));
        expect(row?.commands).toContain(node.path);
      }
    }
    // lsd deploy creates the queues, schedules and tables the project file gains: it is in those rows.
    for (const service of ['SQS', 'EventBridge', 'IAM', 'DynamoDB'])
      expect(permissions.find((p: any) => p.service === service)?.commands).toContain('lsd deploy');
  });

  it('lists what a command creates, removes and keeps, with when and why', () => {
    const cli = loadDefinition();
    const nuke = effectsMarkdown(cli, cli.commands.get('dmt nuke')!);
    expect(nuke).toContain("the domain's DNS record in Route 53 (for a deployment made with `--route53`)");
    expect(effectsMarkdown(cli, cli.commands.get('dmt blastoff')!)).toContain(
      "the domain's DNS record in Route 53 (with `--route53`)",
    );
    expect(nuke).toContain('- Keeps: your Route 53 hosted zone for the domain.');
    expect(nuke).toContain('`ec2:TerminateInstances`');
  });

  it('says which commands return the confirmation exit code: those that ask', () => {
    expect(exitCodesMarkdown(loadDefinition())).toContain(
      '| `3` | cancelled at a confirmation: declined, or a name typed wrong | `mg dmt nuke`, `mg lsd delete` |',
    );
    // A command's "not yet" code says a script may wait on it; a failed check's does not.
    const table = exitCodesMarkdown(loadDefinition());
    expect(table).toContain(
      '| `4` | the domain does not point at the deployment yet (not yet: a later run may succeed, so a script that waits runs it again on this code only) | `mg dmt verify` |',
    );
    expect(table).toContain(
      '| `4` | a check failed, a stopped machine included (the report says which) | `mg dmt test` |',
    );
  });

  it('renders where each resource lives, how AWS bills it and what removes it, or why nothing does', () => {
    const cli = loadDefinition();
    const esp = resourcesMarkdown(cli, 'esp');
    expect(esp).toContain("| the site's ACM TLS certificate | `us-east-1`, whatever the region |");
    expect(esp).toContain('none: ESP has no command that removes a site');
    expect(resourcesMarkdown(cli, 'dmt')).toContain('[hourly](https://aws.amazon.com/ec2/pricing/on-demand/)');
    // A part billed two ways says both: a CDN by requests and traffic, a database by the hour and its storage.
    expect(esp).toContain('[per request and traffic](https://aws.amazon.com/cloudfront/pricing/)');
    expect(resourcesMarkdown(cli, 'lsd')).toContain('hourly, its storage monthly');
    // A file on the machine says where it is, and one that holds secrets says so.
    expect(resourcesMarkdown(cli, 'dmt')).toContain(
      "| the app's settings file `.env` (it holds secrets: keep every copy out of your project's folder) | on the machine: `/srv/app/.env` |",
    );
    expect(() => resourcesMarkdown(cli, 'nope')).toThrow('no resources of that family');
    // A search by tags is read by commands but costs nothing and is nobody's to remove.
    const lookup = cli.resources.get('tagged');
    expect(lookup?.lookup).toBe(true);
    expect(resourcesMarkdown(cli)).not.toContain(lookup!.name);
  });

  it('renders each family’s states with what enters and leaves them', () => {
    const lsd = statesMarkdown(loadDefinition(), 'lsd');
    expect(lsd).toContain('A deployment is in one of four states');
    expect(lsd).toContain('| **partially created** |');
    expect(lsd).toContain('| `drop`, interrupted | `delete` |');
  });

  it('refuses procedure facts that do not hold together', () => {
    const raw = definition();
    // A shell that returns once given a command after --: only a command that takes one.
    command(raw, 'dmt db').neverReturns.unlessRest = true;
    // An irreversible command that removes nothing.
    command(raw, 'dmt show').irreversible = { loses: 'nothing at all' };
    // "Not yet" is a command's own code, one at most.
    command(raw, 'dmt verify').exitCodes.push({ code: 5, meaning: 'later still', notYet: true });
    raw.exitCodes.find((c: any) => c.code === 1).notYet = true;
    // A path on the machine for what is not there.
    raw.resources.find((r: any) => r.id === 'key-file').path = '/home/you/key.pem';
    expect(problemsOf(raw)).toEqual([
      '`mg dmt show` is irreversible but removes nothing',
      '`mg dmt db` returns once given a command after `--`, but takes none',
      '`mg dmt verify` has two exit codes for "not yet": a script could not tell which to wait on',
      'the global exit code 1 says "not yet": only a command\'s own code can',
      '"key-file" has a path on the machine, but it is not on the machine',
    ]);
  });

  it('says a name rule in words, and refuses a pattern it cannot say', () => {
    expect(nameRule('^[a-z][a-z0-9-]{0,62}$')).toBe(
      'a lowercase letter, then up to 62 lowercase letters, digits or dashes (63 characters at most)',
    );
    expect(() => nameRule('^.+$')).toThrow('no words for the name pattern');
  });
});

describe('the docs held to the model', () => {
  const cli = loadDefinition();
  const problems = (markdown: string) => modelTreeProblems(fromMarkdown(markdown), cli).map((p: any) => p.message);

  it('validates every project-file example against the project file’s schema', () => {
    expect(problems('```json title="mg.project.json"\n{ "dmt": { "name": "shop", "dose": "t3.small" } }\n```')).toEqual(
      [],
    );
    expect(problems('```json title="mg.project.json"\n{ "dmt": { "name": "Shop", "dose": "t9.huge" } }\n```')).toEqual([
      'the project-file example: /dmt/name must match pattern "^[a-z][a-z0-9-]{0,62}$"',
      'the project-file example: /dmt/dose must be equal to one of the allowed values: t2.micro, t2.small, t2.medium, t3.small, t3.medium',
    ]);
    expect(problems('```json\n{ "lsd": { "name": "billing", "functions": {} } }\n```')).toEqual([
      'a JSON block with a dmt or lsd section needs title="mg.project.json"',
    ]);
    expect(problems('```json\n{ "Version": "2012-10-17" }\n```')).toEqual([]);
  });

  it('holds a console sample’s prompts to its command’s confirmations', () => {
    expect(
      problems('```console\n$ mg dmt nuke shop\nType the deployment name to confirm: shop\nDestroyed shop.\n```'),
    ).toEqual([]);
    expect(problems('```console\n$ mg dmt nuke shop\nAre you sure? Type yes to confirm: yes\n```')).toEqual([
      '`mg dmt nuke` asks `Type the deployment name to confirm:`, `Type nuke all to confirm:`, not `Are you sure? Type yes to confirm: yes`',
      '`mg dmt nuke` asks `Type the deployment name to confirm:` first: the sample must show it',
    ]);
    expect(problems('```console\n$ mg dmt nuke shop --yes\nDestroyed shop.\n```')).toEqual([]);
    expect(problems('```console\n$ mg lsd delete billing\nDeleted billing.\n```')).toEqual([
      '`mg lsd delete` asks `Delete these resources? [y/N]` first: the sample must show it',
    ]);
  });

  it('refuses prose that restates which setting wins over which', () => {
    expect(problems('A flag wins over the project file, which wins over `AWS_PROFILE`.')).toHaveLength(1);
    expect(problems('Set `AWS_PROFILE` for the whole shell.')).toEqual([]);
  });
});
