import {
  closest,
  editDistance,
  mgCommands,
  readCommand,
  readShellLine,
  shellWords,
  splitRedirections,
} from '@/lib/cli/command-line.ts';
import { loadDefinition } from '@/lib/cli/definition.ts';

const cli = loadDefinition();

/** Reads the one mg command of `line`. */
function read(line: string, options?: { asName?: boolean }) {
  const [words] = mgCommands(line);
  return readCommand(words, cli, options);
}
const problems = (line: string, options?: { asName?: boolean }) =>
  read(line, options).problems.map(({ kind, message, suggestion }) => ({ kind, message, suggestion }));

describe('shell words', () => {
  it('reads quotes, escapes and placeholders as a shell does, with their offsets', () => {
    const words = shellWords(`mg dmt ssh 'my app' "x y" a\\ b <token> # a comment`);
    expect(words.map((w) => w.value)).toEqual(['mg', 'dmt', 'ssh', 'my app', 'x y', 'a b', '<token>']);
    expect(words[3]).toMatchObject({ text: "'my app'", start: 11, end: 19, placeholder: false });
    expect(words[6].placeholder).toBe(true);
  });

  it('finds each mg command of a line, after assignments and between separators', () => {
    const commands = mgCommands('cd shop && AWS_PROFILE=work mg dmt list; git push | mg dmt deploy shop');
    expect(commands.map((c) => c.map((w) => w.value).join(' '))).toEqual(['mg dmt list', 'mg dmt deploy shop']);
    expect(mgCommands('npm install -g milligram')).toEqual([]);
  });

  it('finds a command where the shell runs one: after keywords and runners, in substitutions and subshells', () => {
    const found = (line: string) => mgCommands(line).map((c) => line.slice(c[0].start, c.at(-1)!.end));
    expect(found('until mg dmt verify shop; do sleep 60; done')).toEqual(['mg dmt verify shop']);
    expect(found('while ! mg dmt test shop; do sleep 5; done')).toEqual(['mg dmt test shop']);
    expect(found('if mg lsd list; then mg lsd list --health; else exit 1; fi')).toEqual([
      'mg lsd list',
      'mg lsd list --health',
    ]);
    expect(found('time command mg dmt list')).toEqual(['mg dmt list']);
    expect(found('sudo -E -u deploy env -i AWS_PROFILE=work mg dmt list')).toEqual(['mg dmt list']);
    expect(found('echo "$(mg dmt show shop)"')).toEqual(['mg dmt show shop']);
    expect(found('echo "at `mg dmt show shop`" && (cd app && mg dmt deploy shop)')).toEqual([
      'mg dmt show shop',
      'mg dmt deploy shop',
    ]);
    // Single quotes keep a substitution from running; a comment is no command.
    expect(found("echo '$(mg dmt list)' # mg dmt list")).toEqual([]);
  });

  it('reads mg in a string another shell runs: sh -c, bash -c, watch, ssh host and eval', () => {
    const found = (line: string) => mgCommands(line).map((c) => line.slice(c[0].start, c.at(-1)!.end));
    expect(found("sh -c 'mg dmt list'")).toEqual(['mg dmt list']);
    expect(found('bash -ec "cd app && mg dmt deploy shop"')).toEqual(['mg dmt deploy shop']);
    expect(found("watch -n 30 'mg lsd list --health'")).toEqual(['mg lsd list --health']);
    expect(found('watch mg lsd status billing')).toEqual(['mg lsd status billing']);
    expect(found("ssh -p 2222 ops@bastion 'mg dmt show shop'")).toEqual(['mg dmt show shop']);
    expect(found('ssh bastion mg dmt show shop')).toEqual(['mg dmt show shop']);
    expect(found('eval "mg dmt nuke shop"')).toEqual(['mg dmt nuke shop']);
    // What the outer shell runs first is read once; a string with no mg hands nothing on.
    expect(found('bash -c "echo $(mg dmt list)"')).toEqual(['mg dmt list']);
    expect(found("ssh host 'cat /srv/app/.env'")).toEqual([]);
    expect(readShellLine('watch mg lsd list').stray).toEqual([]);
  });

  it('names an mg in a string another shell runs that is written so it cannot be read as it runs', () => {
    const hidden = (line: string) => readShellLine(line).hidden.map((w) => line.slice(w.start, w.end));
    expect(hidden(`sh -c 'mg dmt '"list"`)).toEqual([`'mg dmt '"list"`]);
    expect(hidden('eval "mg dmt \\$x"')).toEqual(['"mg dmt \\$x"']);
    expect(hidden("sh -c 'mg dmt list'")).toEqual([]);
    expect(hidden('sh -c \'echo fine\'"!"')).toEqual([]);
  });

  it('reads several lines as a script: each line ends a command, a comment ends at its line’s end', () => {
    const script =
      'mg dmt list # all of them\n# mg dmt nuke shop\nmg lsd list\nfor n in 1 2; do\n  mg dmt show shop\ndone';
    expect(mgCommands(script).map((c) => c.map((w) => w.value).join(' '))).toEqual([
      'mg dmt list',
      'mg lsd list',
      'mg dmt show shop',
    ]);
    expect(shellWords('a\nb').map((w) => w.text)).toEqual(['a', '\n', 'b']);
  });

  it('ends a command at a lone &, which runs it in the background, but not inside a redirection', () => {
    expect(shellWords('mg dmt db shop & sleep 5').map((w) => w.text)).toEqual([
      'mg',
      'dmt',
      'db',
      'shop',
      '&',
      'sleep',
      '5',
    ]);
    expect(shellWords('make 2>&1 &>log').map((w) => w.text)).toEqual(['make', '2>&1', '&>log']);
    expect(read('mg dmt db shop --local-port 15432 &').problems).toEqual([]);
  });

  it('takes redirections out of a command’s words, with where each points', () => {
    expect(read('mg dmt list > deployments.txt 2>&1').problems).toEqual([]);
    const { words, redirections } = splitRedirections(shellWords('mg dmt show shop >"$dir/show.txt" 2> err.txt'));
    expect(words.map((w) => w.value)).toEqual(['mg', 'dmt', 'show', 'shop']);
    expect(redirections.map((r) => [r.fd, r.op, r.target?.text, r.target?.value])).toEqual([
      ['', '>', '"$dir/show.txt"', '$dir/show.txt'],
      ['2', '>', 'err.txt', 'err.txt'],
    ]);
    // A reader's placeholder is a value, not a redirection.
    expect(splitRedirections(shellWords('mg config set git-token <token>')).redirections).toEqual([]);
  });

  it('names every mg word that stands where no command starts', () => {
    expect(readShellLine('echo mg dmt list').stray.map((w) => w.start)).toEqual([5]);
    expect(readShellLine('until mg dmt verify shop; do sleep 60; done').stray).toEqual([]);
    expect(readShellLine('rm -r ~/.config/mg').stray).toEqual([]);
  });
});

describe('the closest valid spelling', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('shcedule', 'schedule')).toBe(1);
    expect(editDistance('nuke', 'nuke')).toBe(0);
  });

  it('prefers a name that holds the wrong one as a part, then the nearest within a third of its length', () => {
    expect(closest('port', ['local-port', 'yes'])).toBe('local-port');
    expect(closest('blastof', ['blastoff', 'deploy'])).toBe('blastoff');
    expect(closest('xyz', ['blastoff', 'deploy'])).toBeUndefined();
  });
});

describe('reading an mg command against the definition', () => {
  it('accepts a valid command and names it', () => {
    expect(read('mg dmt db shop --local-port 15432')).toMatchObject({ command: 'dmt db', problems: [] });
    expect(read('mg dmt blastoff shop --domain=shop.example.com -e ops@example.com --dose t3.small').problems).toEqual(
      [],
    );
    expect(read('mg dmt deploy').problems).toEqual([]); // project mode names the deployment
    expect(read('mg --version').problems).toEqual([]);
    expect(read('mg dmt nuke --all --yes').problems).toEqual([]);
  });

  it('reports an unknown family or command, with the closest one', () => {
    expect(problems('mg dtm list')).toEqual([
      { kind: 'unknown-command', message: expect.stringContaining('`mg` has no command `dtm`'), suggestion: 'mg dmt' },
    ]);
    expect(problems('mg dmt blastof shop')).toEqual([
      {
        kind: 'unknown-command',
        message: expect.stringContaining('`mg dmt` has no command `blastof`'),
        suggestion: 'mg dmt blastoff',
      },
    ]);
  });

  it('reports a flag the command does not take, with the closest one and where the flag belongs', () => {
    expect(problems('mg dmt db shop --port 15432')).toEqual([
      {
        kind: 'unknown-flag',
        message: '`mg dmt db` takes no flag `--port` (`--port` is a flag of `mg dmt awake`, `mg lsd trip`)',
        suggestion: '--local-port',
      },
    ]);
    expect(problems('mg dmt nuke shop -x')[0]).toMatchObject({ kind: 'unknown-flag' });
  });

  it('reports a missing required argument or flag', () => {
    expect(problems('mg config set git-token')).toEqual([
      { kind: 'missing-argument', message: expect.stringContaining('needs `<value>`'), suggestion: undefined },
    ]);
    expect(problems('mg init')).toEqual([
      { kind: 'missing-flag', message: '`mg init` needs `--dream`', suggestion: undefined },
    ]);
    expect(problems('mg esp deploy ./out')[0]).toMatchObject({ kind: 'missing-flag' });
  });

  it('reports a flag missing its value', () => {
    expect(problems('mg dmt blastoff shop --dose')).toEqual([
      { kind: 'missing-value', message: '`--dose` needs a value: `<size>`', suggestion: undefined },
    ]);
    expect(problems('mg dmt blastoff shop --domain --route53')[0]).toMatchObject({ kind: 'missing-value' });
  });

  it('reports a value outside the allowed set: a dose that is not one of the five sizes', () => {
    expect(problems('mg dmt blastoff shop --dose t3.large')).toEqual([
      {
        kind: 'bad-value',
        message: '`--dose` must be one of `t2.micro`, `t2.small`, `t2.medium`, `t3.small`, `t3.medium`, not `t3.large`',
        suggestion: 't3.small',
      },
    ]);
    expect(problems('mg dmt db shop --local-port 99999')[0]).toMatchObject({ kind: 'bad-value' });
    expect(problems('mg lsd logs billing --since yesterday')[0]).toMatchObject({ kind: 'bad-value' });
    expect(problems('mg dmt help nuk')[0]).toMatchObject({ kind: 'bad-value', suggestion: 'mg dmt help nuke' });
  });

  it('never judges what follows a bare --', () => {
    expect(read('mg dmt ssh shop -- tail -f --nonsense /var/log/app.log').problems).toEqual([]);
    expect(problems('mg dmt list -- x')[0]).toMatchObject({ kind: 'extra-argument' });
  });

  it('takes a placeholder as any value', () => {
    expect(read('mg dmt show <name>').problems).toEqual([]);
    expect(read('mg config set git-token <token>').problems).toEqual([]);
  });

  it('lets inline code name a family, never a command that does not exist', () => {
    expect(problems('mg dmt', { asName: true })).toEqual([]);
    expect(problems('mg dmt')[0]).toMatchObject({ kind: 'no-command' });
    expect(problems('mg dmtt', { asName: true })[0]).toMatchObject({ kind: 'unknown-command' });
  });

  it('finds where the reader’s own values go: the name, the domain, the profile and the region', () => {
    const line = 'mg dmt blastoff shop --domain shop.example.com -p work --region eu-west-1';
    const { slots } = read(line);
    const found = slots.map((s) => [s.slot, line.slice(s.start, s.end)]);
    expect(found).toHaveLength(4);
    expect(found).toEqual(
      expect.arrayContaining([
        ['name', 'shop'],
        ['domain', 'shop.example.com'],
        ['profile', 'work'],
        ['region', 'eu-west-1'],
      ]),
    );
    expect(read('mg dmt db shop --local-port 15432').slots).toHaveLength(1);
  });
});
