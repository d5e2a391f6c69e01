import type { SearchIndex } from './pagefind.ts';
import { searchDocs } from './search.ts';
import { SEARCH_DEBOUNCE_MS, WEAK_ANSWER_TEXT, searchStatusText } from './status.ts';

/** An index of one page, "/mg/esp/": "Deploy a static site", then text; eight pages in all. */
function onePage(): SearchIndex {
  const content = 'ESP. Static pages on a CDN. Deploy a static site. Upload the files.';
  const words = content.split(/\s+/);
  const pagefind: SearchIndex['pagefind'] = {
    options: async () => {},
    async search(term) {
      const at = words.flatMap((w, i) => (w.toLowerCase().startsWith(term) ? [i] : []));
      if (!at.length) return { results: [] };
      const data = {
        url: '/mg/esp/',
        content,
        meta: { title: 'ESP' },
        anchors: [{ element: 'h2', id: 'deploy-a-static-site', text: 'Deploy a static site', location: 6 }],
        weighted_locations: at.map((location) => ({ weight: location >= 6 && location < 10 ? 6 : 1, location })),
      };
      return { results: [{ id: 'esp', data: async () => data }] };
    },
  };
  return { pagefind, pages: 8, marks: {} };
}

describe('searchDocs', () => {
  it('answers the places holding the query, a sure answer when a page holds every word', async () => {
    const { hits, weak } = await searchDocs(onePage(), 'how do I deploy a static site');
    expect(hits[0]).toMatchObject({ id: '/mg/esp/#deploy-a-static-site', page: 'ESP', title: 'Deploy a static site' });
    expect(hits[0].url).toBe('/mg/esp/?highlight=deploy&highlight=static&highlight=site#deploy-a-static-site');
    expect(weak).toBe(false);
  });

  it('says the results are only the closest when no page holds every word', async () => {
    const { hits, weak } = await searchDocs(onePage(), 'static kubernetes');
    expect(hits.length).toBeGreaterThan(0);
    expect(weak).toBe(true);
  });

  it('reads a word the docs lack as their word one letter away, and never corrects a word they hold', async () => {
    const loadWords = jest.fn(async () => ['static', 'upload', 'deploy']);
    const typo = await searchDocs(onePage(), 'uplaod', loadWords);
    expect(typo.corrections).toEqual([['uplaod', 'upload']]);
    expect(typo.hits[0].url).toContain('highlight=upload');
    const exact = await searchDocs(onePage(), 'upload', loadWords);
    expect(exact.corrections).toEqual([]);
    expect(loadWords).toHaveBeenCalledTimes(1);
  });

  it('reads a word the docs never use as the docs’ word for it, before any typo, without the word list', async () => {
    const loadWords = jest.fn(async () => ['static', 'upload', 'deploy']);
    // "ssg" is a reader word for "static"; "ssgs" is the same word.
    for (const typed of ['ssg site', 'ssgs site']) {
      const answer = await searchDocs(onePage(), typed, loadWords);
      expect(answer.corrections).toEqual([[typed.split(' ')[0], 'static']]);
      expect(answer.hits[0].url).toContain('highlight=static');
    }
    expect(loadWords).not.toHaveBeenCalled();
    // A reader word the query already says in the docs' word is left out, not doubled.
    expect((await searchDocs(onePage(), 'ssg static', loadWords)).corrections).toEqual([]);
  });

  it('answers nothing, and asks Pagefind nothing, for an empty query', async () => {
    const index = onePage();
    const search = jest.spyOn(index.pagefind, 'search');
    expect(await searchDocs(index, '   ')).toEqual({ hits: [], weak: false, corrections: [] });
    expect(search).not.toHaveBeenCalled();
  });
});

describe('the status line', () => {
  it('says what the dialog is doing, then how many results', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(120);
    expect(searchStatusText('loading', 'x', 0)).toBe('Loading the search index…');
    expect(searchStatusText('unavailable', 'x', 0)).toBe('Search is unavailable right now. Please try again later.');
    expect(searchStatusText('ready', '', 0)).toBe('');
    expect(searchStatusText('searching', 'deploy', 0)).toBe('Searching…');
    expect(searchStatusText('searching', '', 0)).toBe('');
    expect(searchStatusText('ready', 'zzz', 0)).toBe('No results for “zzz”');
    expect(searchStatusText('ready', 'ssh', 1)).toBe('1 result');
    expect(searchStatusText('ready', 'ssh', 4)).toBe('4 results');
    expect(searchStatusText('ready', 'ssh into my box', 3, true)).toBe(WEAK_ANSWER_TEXT);
    expect(searchStatusText('ready', 'shcedule', 2, false, [['shcedule', 'schedule']])).toBe(
      '2 results for “schedule”',
    );
  });
});
