import { placesOf } from './places.ts';
import { queryTerms } from './query.ts';
import { excerptOf, pageGroups, rankHits } from './rank.ts';
import { RULES, type Rules } from './rules.ts';
import { DMT, SITE, found, search } from './test-pages.ts';

describe('ranking', () => {
  it('calls an answer weak when no page holds every word, sure when a place is named for the query', () => {
    const weak = queryTerms('nuke serverless');
    expect(rankHits(found(SITE, weak.terms), weak, SITE.length).weak).toBe(true);
    const sure = queryTerms('nuke');
    expect(rankHits(found(SITE, sure.terms), sure, SITE.length).weak).toBe(false);
  });

  it('answers nothing for words no page holds', () => {
    expect(search('kubernetes')).toEqual([]);
  });
});

describe('excerpts', () => {
  it('shows the words around the matches, marked and escaped, without the heading or reader words', () => {
    const [page] = found(
      [
        {
          ...DMT,
          sections: [{ id: 'db', heading: 'db', terms: 'tunnel', text: 'Use <psql> & friends to reach the database.' }],
        },
      ],
      ['database'],
    );
    const db = placesOf(page).find((p) => p.id === 'db')!;
    const matched = new Set(page.matches.get('database')!.map((at) => at.location));
    expect(excerptOf(db, matched)).toBe('Use &lt;psql&gt; &amp; friends to reach the <mark>database</mark>.');
  });

  it('cuts a long text around its matches', () => {
    const text = `${'word '.repeat(40)}target ${'word '.repeat(40)}`;
    const [page] = found([{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A', text }] }], ['target']);
    const excerpt = excerptOf(placesOf(page)[1], new Set(page.matches.get('target')!.map((at) => at.location)));
    expect(excerpt).toMatch(/^… (word ){0,17}<mark>target<\/mark>( word){0,17} …$/);
  });

  it('marks a word without its punctuation, drops a line continuation, joins a lone full stop', () => {
    const text = 'Run it (deploy) from CI \\ at once .';
    const [page] = found([{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A', text }] }], ['deploy']);
    const excerpt = excerptOf(placesOf(page)[1], new Set(page.matches.get('deploy')!.map((at) => at.location)));
    expect(excerpt).toBe('Run it (<mark>deploy</mark>) from CI at once.');
  });

  it('never runs through a label ("Examples.") from prose into the block it heads', () => {
    const text = 'It pulls the branch and restarts the machine. Examples. # Ship it mg dmt deploy shop';
    const [page] = found([{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A', text }] }], ['machine']);
    const excerpt = excerptOf(placesOf(page)[1], new Set(page.matches.get('machine')!.map((at) => at.location)));
    expect(excerpt).toBe('It pulls the branch and restarts the <mark>machine</mark>.');
    const [after] = found([{ url: '/y/', title: 'Y', sections: [{ id: 'a', heading: 'A', text }] }], ['ship']);
    const code = excerptOf(placesOf(after)[1], new Set(after.matches.get('ship')!.map((at) => at.location)));
    expect(code.startsWith('# <mark>Ship</mark>')).toBe(true);
  });

  it('gives an empty excerpt for a place with no text of its own', () => {
    const [page] = found(
      [{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A target', text: '' }] }],
      ['target'],
    );
    expect(excerptOf(placesOf(page)[1], new Set(page.matches.get('target')!.map((at) => at.location)))).toBe('');
  });

  it('starts and ends with a sentence where that keeps the matches, and marks a cut sentence with …', () => {
    const text = `One two three four five six seven. The target sits here in this sentence of words. ${'More words follow on and on '.repeat(4)}`;
    const [page] = found([{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A', text }] }], ['target']);
    const excerpt = excerptOf(placesOf(page)[1], new Set(page.matches.get('target')!.map((at) => at.location)));
    // The window with the match could start at "One"; the one that starts a sentence is "The target …".
    expect(excerpt).toBe(
      'One two three four five six seven. The <mark>target</mark> sits here in this sentence of words.',
    );
    const late = `${'filler '.repeat(30)}then the target word sits right here at the end. Next sentence runs on and on and on`;
    const [other] = found([{ url: '/y/', title: 'Y', sections: [{ id: 'a', heading: 'A', text: late }] }], ['target']);
    const cut = excerptOf(placesOf(other)[1], new Set(other.matches.get('target')!.map((at) => at.location)));
    // The match a third of the way in, the window cut at its sentence's end: no "…" after.
    expect(cut).toBe('… filler filler filler filler then the <mark>target</mark> word sits right here at the end.');
  });
});

describe('rules', () => {
  it('ranks by the rules it is given, RULES unless told otherwise', () => {
    const query = queryTerms('deployment');
    const pages = found(SITE, query.terms);
    expect(rankHits(pages, query, SITE.length)).toEqual(rankHits(pages, query, SITE.length, RULES));
    expect(rankHits(pages, query, SITE.length, { ...RULES, MAX_HITS: 2 }).hits).toHaveLength(2);
  });

  it('orders by the tiers it is given, the first tier first', () => {
    const query = queryTerms('dream');
    const pages = found(SITE, query.terms);
    const first = (tiers: Rules['TIERS']) => rankHits(pages, query, SITE.length, { ...RULES, TIERS: tiers }).hits[0].id;
    // The page the query names, before the --dream row named for it; the row first when named places come first.
    expect(first(RULES.TIERS)).toBe('/mg/dream/');
    expect(first(['named', 'subject'])).toBe('/mg/cli/main/#init-option-dream');
  });
});

describe('what a result says', () => {
  it('names a flag’s row by its flag and its section’s heading, never by an id', () => {
    const query = queryTerms('--yes');
    const [hit] = rankHits(found(SITE, query.terms), query, SITE.length).hits;
    expect(hit).toMatchObject({ flag: '--yes', title: 'nuke', page: 'DMT Commands' });
    expect(hit.title).not.toMatch(/[a-z0-9]+-[a-z0-9]+/);
  });

  it('shows the page’s code words in monospace, a run of them in one element, punctuation outside', () => {
    const [page] = found(
      [{ ...DMT, sections: [{ id: 'db', heading: 'db', text: 'Run mg dmt db shop (or psql), then leave.' }] }],
      ['leave'],
    );
    const start = page.words.lastIndexOf('Run');
    const at = (word: string) => page.words.indexOf(word, start);
    const withCode = { ...page, code: new Set(['mg', 'dmt', 'db', 'shop', '(or', 'psql),'].map(at)) };
    const db = placesOf(withCode).find((p) => p.id === 'db')!;
    const matched = new Set(withCode.matches.get('leave')!.map((x) => x.location));
    expect(excerptOf(db, matched)).toBe(
      'Run <code>mg dmt db shop</code> (<code>or psql</code>), then <mark>leave</mark>.',
    );
  });

  it('takes the excerpt from prose where the prose has a match, from code only where it has none', () => {
    const code = 'mg lsd logs billing. mg lsd logs billing --function charge. logs logs';
    const text = `Follows the logs until Ctrl-C. ${'Filler words stand here. '.repeat(8)}${code}`;
    const [page] = found([{ ...DMT, sections: [{ id: 'logs', heading: 'tail', text }] }], ['logs']);
    const start = page.words.lastIndexOf('Follows');
    const codeAt = new Set(code.split(' ').map((_, i, all) => page.words.length - all.length + i));
    const withCode = { ...page, code: codeAt };
    const place = placesOf(withCode).find((p) => p.id === 'logs')!;
    const matched = new Set(withCode.matches.get('logs')!.map((x) => x.location));
    // The code holds five matches and the prose one: the prose is shown.
    expect(excerptOf(place, matched)).toMatch(/^Follows the <mark>logs<\/mark> until Ctrl-C\./);
    expect(start).toBeGreaterThan(-1);
    const onlyCode = { ...withCode, code: new Set([...codeAt, ...page.words.keys()].filter((i) => i >= start)) };
    const codePlace = placesOf(onlyCode).find((p) => p.id === 'logs')!;
    expect(excerptOf(codePlace, matched)).toContain('<code>');
  });

  it('lists each run of results from one page under the page’s name once', () => {
    const hit = (page: string, id: string) => ({ page, url: `/${page}/#${id}` });
    const groups = pageGroups([hit('a', '1'), hit('a', '2'), hit('b', '1'), hit('a', '3')]);
    expect(groups.map((group) => [group.page, group.hits.length, group.more])).toEqual([
      ['a', 2, false],
      ['b', 1, false],
      ['a', 1, true],
    ]);
  });
});
