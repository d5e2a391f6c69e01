import { placesOf } from './places.ts';
import { queryTerms } from './query.ts';
import { excerptOf, rankHits } from './rank.ts';
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
    expect(excerptOf(db, matched)).toBe('Use &lt;psql&gt; &amp; friends to reach the <mark>database.</mark>');
  });

  it('cuts a long text around its matches', () => {
    const text = `${'word '.repeat(40)}target ${'word '.repeat(40)}`;
    const [page] = found([{ url: '/x/', title: 'X', sections: [{ id: 'a', heading: 'A', text }] }], ['target']);
    const excerpt = excerptOf(placesOf(page)[1], new Set(page.matches.get('target')!.map((at) => at.location)));
    expect(excerpt).toMatch(/^… (word ){0,17}<mark>target<\/mark>( word){0,17} …$/);
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
