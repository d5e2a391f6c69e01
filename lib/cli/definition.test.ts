import { definition, problemsOf } from '@/lib/cli/definition-fixtures';
import { loadDefinition } from '@/lib/cli/definition.ts';

describe('the command line’s definition', () => {
  it('passes its schema and its own checks, and holds the whole command line', () => {
    const cli = loadDefinition();
    expect(cli.leaves.map((n: { path: string }) => n.path)).toEqual(
      expect.arrayContaining(['init', 'config set', 'dmt blastoff', 'dmt help', 'lsd trip', 'esp deploy']),
    );
    expect(cli.leaves).toHaveLength(25);
    expect(cli.globalFlags.map((f: { name: string }) => f.name)).toEqual(['aws-profile', 'region', 'help', 'version']);
    expect(cli.raw.exitCodes.map((c: { code: number }) => c.code)).toEqual([0, 1, 2, 3]);
    expect(cli.raw.environment.map((v: { name: string }) => v.name)).toEqual(['AWS_PROFILE', 'AWS_REGION']);
  });

  it('gives --branch one default per command that takes it, not two for one', () => {
    const { commands } = loadDefinition();
    const branch = (path: string) => commands.get(path)!.flags.find((f) => f.name === 'branch')!;
    expect(branch('dmt blastoff').default).toBe(
      "the project file's `branch` (project mode, for the deployment the file names), else the branch checked out where you run mg",
    );
    expect(branch('dmt deploy').default).toBe(
      "the branch the machine's `mg-branch` tag records (`blastoff`'s, or the last `deploy` given `--branch`, even one that failed)",
    );
  });

  it("makes the dose one of the five sizes, the project file's dose or t2.micro by default", () => {
    const dose = loadDefinition().raw.flags.find((f) => f.name === 'dose')!;
    expect(dose.value?.allowed).toEqual(['t2.micro', 't2.small', 't2.medium', 't3.small', 't3.medium']);
    expect(dose.default).toBe(
      "the project file's `dose` (project mode, for the deployment the file names), else `t2.micro`",
    );
  });

  it('refuses what its schema does not allow', () => {
    const raw = definition();
    raw.flags[0].short = 'long';
    delete raw.commands[0].summary;
    expect(problemsOf(raw)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/flags/0/short must match pattern'),
        expect.stringContaining("/commands/0 must have required property 'summary'"),
      ]),
    );
  });

  it('refuses names that lead nowhere, two flags spelled alike, and an example that is not a valid command', () => {
    const raw = definition();
    raw.flags.find((f: { name: string }) => f.name === 'quick').commands = ['dmt tset'];
    raw.flags.find((f: { name: string }) => f.name === 'force').short = 'l';
    raw.flags.find((f: { name: string }) => f.name === 'force').commands = ['dmt db'];
    const dmt = raw.commands.find((c: { name: string }) => c.name === 'dmt');
    dmt.commands
      .find((c: { name: string }) => c.name === 'db')
      .examples.push({
        caption: 'wrong',
        command: 'mg dmt db shop --port 15432',
      });
    expect(problemsOf(raw)).toEqual(
      expect.arrayContaining([
        '`--quick` names the command `mg dmt tset`, which does not exist',
        '`mg dmt db` takes two flags spelled `-l`',
        expect.stringContaining('the example "mg dmt db shop --port 15432": `mg dmt db` takes no flag `--port`'),
      ]),
    );
  });
});
