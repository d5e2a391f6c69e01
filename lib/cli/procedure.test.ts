import { loadDefinition } from '@/lib/cli/definition.ts';
import { procedureProblems, type ProcedureRule } from '@/lib/cli/procedure.ts';

const cli = loadDefinition();
/** The rule and line (counted from 1) of each problem of a block. */
const found = (...lines: string[]): [ProcedureRule, number][] =>
  procedureProblems(lines.join('\n'), cli).map((p) => [p.rule, p.line + 1]);
const messages = (...lines: string[]) => procedureProblems(lines.join('\n'), cli).map((p) => p.message);

describe('a command that never returns', () => {
  it('refuses a command after it, on the next line or on its own', () => {
    expect(found('mg lsd logs billing --since 1h', 'mg lsd deploy billing')).toEqual([['never-returns', 1]]);
    expect(found('mg dmt db shop --local-port 15432 && pg_dump app')).toEqual([['never-returns', 1]]);
    expect(found('if true; then mg dmt awake shop; fi', 'echo done')).toEqual([['never-returns', 1]]);
    expect(messages('mg lsd logs billing', 'mg lsd health billing')).toEqual([
      "`mg lsd logs billing` never returns (it follows the functions' logs until you press Ctrl-C), so `mg lsd health billing` after it never runs, or runs only once you stop it: end the block with it, or give it a block of its own",
    ]);
  });

  it('takes it last, in the background, or with what reads its output beside it', () => {
    expect(found('mg lsd deploy billing', 'mg lsd logs billing')).toEqual([]);
    expect(found('mg dmt db shop --local-port 15432 &', 'sleep 5', 'pg_dump app > ~/app.sql')).toEqual([]);
    expect(found('mg lsd logs billing | grep ERROR')).toEqual([]);
  });

  it('knows a shell returns once given a command to run instead', () => {
    expect(found('mg dmt ssh shop', 'mg dmt list')).toEqual([['never-returns', 1]]);
    expect(found('mg dmt ssh shop -- sudo systemctl restart app', 'mg dmt test shop')).toEqual([]);
  });
});

describe('a loop an mg command’s status decides', () => {
  it('refuses a loop that retries every failure and never ends', () => {
    expect(found('until mg dmt verify shop; do sleep 60; done')).toEqual([
      ['status-loop', 1],
      ['status-loop', 1],
    ]);
    expect(found('while ! mg dmt verify shop; do sleep 60; done')).toHaveLength(2);
    // A status read with && or || decides the loop too.
    expect(found('for i in $(seq 30); do mg dmt verify shop && break; sleep 60; done')).toEqual([['status-loop', 1]]);
  });

  it('refuses a loop on a command that has no exit code for "not yet"', () => {
    expect(messages('for i in 1 2 3; do', '  mg dmt test shop && break', '  sleep 10', 'done')).toEqual([
      '`mg dmt test shop` decides a loop by its exit status, but no exit code of `mg dmt test` means "not yet": the loop retries every failure (a mistyped name, expired credentials) as if it were one',
    ]);
  });

  it('refuses a loop that tells "not yet" apart but has no limit', () => {
    const unbounded = [
      'while true; do',
      '  mg dmt verify shop; rc=$?',
      '  [ "$rc" -ne 4 ] && break',
      '  sleep 60',
      'done',
    ];
    expect(found(...unbounded)).toEqual([['status-loop', 2]]);
    expect(messages(...unbounded)[0]).toContain('has no limit');
  });

  it('accepts a bounded loop that waits on "not yet" only, by test, by case or by a counted while', () => {
    expect(
      found(
        'for attempt in $(seq 30); do',
        '  mg dmt verify shop; rc=$?',
        '  [ "$rc" -ne 4 ] && break',
        '  sleep 60',
        'done',
        '[ "$rc" -eq 0 ] && mg dmt ssl shop --email ops@example.com',
      ),
    ).toEqual([]);
    expect(
      found('for attempt in 1 2 3; do', '  mg dmt verify shop', '  case $? in 4) sleep 60 ;; *) break ;; esac', 'done'),
    ).toEqual([]);
    expect(
      found(
        'n=0',
        'while [ "$n" -lt 30 ]; do',
        '  mg dmt verify shop && break',
        '  [ $? -eq 4 ] || break',
        '  n=$((n + 1))',
        'done',
      ),
    ).toEqual([]);
  });

  it('leaves alone a loop that only runs mg commands', () => {
    expect(found('for name in shop shop-staging; do mg dmt show "$name"; done')).toEqual([]);
  });
});

describe('an irreversible command', () => {
  it('refuses one after a step whose result nothing checks', () => {
    expect(found('mg dmt ssh shop -- cat /srv/app/.env > ~/shop.env', 'mg dmt nuke shop')).toEqual([
      ['unchecked-before-irreversible', 2],
    ]);
    expect(found('npm run build', 'mg esp deploy ./out --domain docs.example.com')).toEqual([
      ['unchecked-before-irreversible', 2],
    ]);
    // `||` lets the next step run when this one failed.
    expect(found('git push || true', 'mg lsd delete billing')).toHaveLength(1);
    // A test that names another file checks nothing of this one.
    expect(found('pg_dump app > ~/app.sql', 'test -s ~/other.sql && mg dmt nuke shop')).toHaveLength(1);
    expect(messages('cd shop', 'mg dmt nuke shop --yes')).toEqual([
      '`mg dmt nuke shop --yes` cannot be undone (it destroys the machine with its disk, and the database and `.env` on it: mg keeps no copy), and nothing checks the result of `cd shop` (line 1 of the block) before it: chain the steps with `&&`, test what they wrote (`test -s file &&`), or start the block with `set -e`',
    ]);
  });

  it('accepts one after checked steps: an && chain, set -e, an if, or a test naming what they wrote', () => {
    expect(found('npm run build &&', '  mg esp deploy ./out --domain docs.example.com')).toEqual([]);
    expect(found('set -euo pipefail', 'npm run build', 'mg esp deploy ./out --domain docs.example.com')).toEqual([]);
    expect(found('if npm run build; then mg esp deploy ./out --domain docs.example.com; fi')).toEqual([]);
    expect(
      found(
        'mg dmt ssh shop -- cat /srv/app/.env > ~/shop.env',
        'pg_dump app > ~/shop.sql',
        "grep -q '^DATABASE_URL=' ~/shop.env && test -s ~/shop.sql && mg dmt nuke shop",
      ),
    ).toEqual([]);
    // Steps that only read and print leave nothing to check.
    expect(found('mg dmt show shop', 'echo "destroying shop"', 'mg dmt nuke shop')).toEqual([]);
  });

  it('knows set -e stops short of a condition and of what || rescues', () => {
    expect(found('set -e', 'git push || echo "push failed"', 'mg dmt nuke shop')).toHaveLength(1);
    expect(found('( set -e; git push )', 'mg dmt nuke shop')).toHaveLength(1);
  });
});

describe('a file of the machine that holds secrets', () => {
  it('refuses a copy into the project’s folder, by redirection or tee', () => {
    expect(found('mg dmt ssh shop -- cat /srv/app/.env > shop.env')).toEqual([['secret-in-project', 1]]);
    expect(found("mg dmt ssh shop -- 'cat /srv/app/.env' | tee backups/shop.env")).toEqual([['secret-in-project', 1]]);
    expect(found('dir=backups', 'mg dmt ssh shop -- cat /srv/app/.env > "$dir/shop.env"')).toEqual([
      ['secret-in-project', 2],
    ]);
    // A quoted tilde is a folder named ~ in the project's folder.
    expect(found('mg dmt ssh shop -- cat /srv/app/.env > "~/shop.env"')).toHaveLength(1);
  });

  it('accepts a copy outside it: the home folder, an absolute path, a folder mktemp makes', () => {
    expect(found('mg dmt ssh shop -- cat /srv/app/.env > ~/shop.env')).toEqual([]);
    expect(found('mg dmt ssh shop -- cat /srv/app/.env > "$HOME/shop.env"')).toEqual([]);
    expect(
      found(
        'backup=$(mktemp -d ~/mg-backups/shop-XXXXXX)',
        'mg dmt ssh shop -- cat /srv/app/.env > "$backup/shop.env"',
      ),
    ).toEqual([]);
    expect(found('tmp="$(mktemp -d)"', 'mg dmt ssh shop -- cat /srv/app/.env > "$tmp/shop.env"')).toEqual([]);
    // A template in the project's folder makes a folder there.
    expect(
      found('backup=$(mktemp -d shop-XXXXXX)', 'mg dmt ssh shop -- cat /srv/app/.env > "$backup/shop.env"'),
    ).toHaveLength(1);
    // Reading it to the terminal copies it nowhere.
    expect(found('mg dmt ssh shop -- grep DATABASE_URL /srv/app/.env')).toEqual([]);
  });
});

describe('a block the shell would not run', () => {
  it('is refused, since nothing in it can be checked', () => {
    expect(found('for x in 1 2; do', '  mg dmt show shop')).toEqual([['unreadable', 2]]);
    expect(messages('echo a; fi')[0]).toContain('`fi` stands where a command should');
  });
});
