import { needsMore, parseScript, ShellSyntaxError, type Command, type Script } from '@/lib/cli/shell-script.ts';

/** A script's shape, in words: each and-or list's pipelines, each command as its words or its kind. */
function shape(script: Script): unknown[] {
  const command = (c: Command): unknown => {
    switch (c.type) {
      case 'simple':
        return [...c.assignments, ...c.words].map((w) => w.value).join(' ');
      case 'group':
        return { [c.subshell ? 'subshell' : 'group']: shape(c.body) };
      case 'loop':
        return c.keyword === 'for'
          ? { for: c.items?.map((w) => w.text), do: shape(c.body) }
          : { [c.keyword]: shape(c.condition), do: shape(c.body) };
      case 'if':
        return {
          if: c.branches.map((b) => [shape(b.condition), shape(b.body)]),
          else: c.otherwise && shape(c.otherwise),
        };
      case 'case':
        return { case: c.subject.text, items: c.items.map((i) => [i.patterns.map((p) => p.text), shape(i.body)]) };
    }
  };
  return script.map((andOr) => {
    const parts: unknown[] = [];
    andOr.pipelines.forEach((p, i) => {
      const commands = p.commands.map(command);
      parts.push(p.negated ? { not: commands } : commands.length === 1 ? commands[0] : { pipe: commands });
      if (andOr.ops[i]) parts.push(andOr.ops[i]);
    });
    if (andOr.background) parts.push('&');
    return parts.length === 1 ? parts[0] : parts;
  });
}

describe('reading shell text as a script', () => {
  it('reads lists, and-or lists, pipelines and the background', () => {
    expect(
      shape(parseScript('git push && mg dmt deploy shop || echo failed; mg dmt list | grep shop\nmg dmt db shop &')),
    ).toEqual([
      ['git push', '&&', 'mg dmt deploy shop', '||', 'echo failed'],
      { pipe: ['mg dmt list', 'grep shop'] },
      ['mg dmt db shop', '&'],
    ]);
  });

  it('continues an and-or list or a pipeline on the next line after its operator', () => {
    expect(shape(parseScript('test -s a &&\n  test -s b &&\n  mg dmt nuke shop'))).toEqual([
      ['test -s a', '&&', 'test -s b', '&&', 'mg dmt nuke shop'],
    ]);
  });

  it('reads loops, if, case, groups and subshells, over several lines or one', () => {
    const script = [
      'for attempt in $(seq 30); do',
      '  mg dmt verify shop; rc=$?',
      '  [ "$rc" -ne 4 ] && break',
      '  sleep 60',
      'done',
      'until ! mg dmt test shop; do sleep 5; done',
      'if [ "$rc" -eq 0 ]; then mg dmt ssl shop; elif true; then :; else echo no; fi',
      'case $rc in 0) echo ok;; 4|5) echo later ;; *) echo failed;; esac',
      '(cd app && mg lsd deploy billing) > log',
      '{ mg dmt list; }',
    ].join('\n');
    expect(shape(parseScript(script))).toEqual([
      {
        for: ['$(seq 30)'],
        do: ['mg dmt verify shop', 'rc=$?', ['[ $rc -ne 4 ]', '&&', 'break'], 'sleep 60'],
      },
      { until: [{ not: ['mg dmt test shop'] }], do: ['sleep 5'] },
      {
        if: [
          [['[ $rc -eq 0 ]'], ['mg dmt ssl shop']],
          [['true'], [':']],
        ],
        else: ['echo no'],
      },
      {
        case: '$rc',
        items: [
          [['0'], ['echo ok']],
          [['4', '5'], ['echo later']],
          [['*'], ['echo failed']],
        ],
      },
      { subshell: [['cd app', '&&', 'mg lsd deploy billing']] },
      { group: ['mg dmt list'] },
    ]);
  });

  it('gives each simple command its assignments, redirections and substituted commands, offsets kept', () => {
    const text =
      'backup=$(mktemp -d ~/mg-backups/shop-XXXXXX) && mg dmt ssh shop -- cat /srv/app/.env > "$backup/shop.env"';
    const [andOr] = parseScript(text);
    const [assign, ssh] = andOr.pipelines.map((p) => p.commands[0]);
    if (assign.type !== 'simple' || ssh.type !== 'simple') throw new Error('simple commands expected');
    expect(assign.assignments.map((w) => w.text)).toEqual(['backup=$(mktemp -d ~/mg-backups/shop-XXXXXX)']);
    expect(assign.words).toEqual([]);
    const [inner] = assign.substituted[0].pipelines[0].commands;
    expect(inner.type === 'simple' && text.slice(inner.start, inner.end)).toBe('mktemp -d ~/mg-backups/shop-XXXXXX');
    expect(ssh.words.map((w) => w.value)).toEqual(['mg', 'dmt', 'ssh', 'shop', '--', 'cat', '/srv/app/.env']);
    expect(ssh.redirections.map((r) => [r.op, r.target?.text])).toEqual([['>', '"$backup/shop.env"']]);
  });

  it('takes an arithmetic expansion for a word, not for a subshell', () => {
    expect(shape(parseScript('n=$((n + 1)); echo "$((n * 2))"'))).toEqual(['n=$((n + 1))', 'echo $((n * 2))']);
  });

  it('says when the shell would ask for another line, and refuses what it would not run', () => {
    for (const open of [
      'for x in 1 2; do',
      'mg dmt verify shop &&',
      'if true; then echo',
      'echo "open',
      '( cd app',
      'a |',
    ])
      expect(needsMore(open)).toBe(true);
    for (const whole of ['for x in 1 2; do echo $x; done', 'mg dmt list', 'echo "a && b"', '# if', ''])
      expect(needsMore(whole)).toBe(false);
    expect(() => parseScript('done')).toThrow(ShellSyntaxError);
    expect(() => parseScript('echo a; fi')).toThrow('`fi` stands where a command should');
    expect(needsMore('echo a; fi')).toBe(false);
  });
});
