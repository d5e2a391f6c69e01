import {
  CLOSEST_RESULTS_TEXT,
  MAX_SECTIONS_PER_PAGE,
  closestPages,
  flagRows,
  mergePageData,
  pagefindQuery,
  rankSections,
  searchStatusText,
  searchWords,
  toHits,
  withHighlight,
  type PagefindData,
} from '@/lib/search';
import { FLAG_WEIGHT } from '@/lib/mdx/option-anchors.mjs';
import { isSearchShortcut } from '@/lib/search-shortcut';

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; tagName: string }> = {}) => ({
  key: k,
  ctrlKey: extra.ctrlKey ?? false,
  metaKey: extra.metaKey ?? false,
  altKey: false,
  target: { tagName: extra.tagName ?? 'BODY' } as unknown as EventTarget,
});

describe('isSearchShortcut', () => {
  it('opens on Ctrl-K and Cmd-K, even in a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true, tagName: 'INPUT' }))).toBe(true);
  });

  it('opens on "/" except while typing', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { tagName: 'INPUT' }))).toBe(false);
    expect(isSearchShortcut(key('/', { tagName: 'TEXTAREA' }))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });
});

describe('toHits', () => {
  const page = (url: string, sections: string[]): PagefindData => ({
    url,
    excerpt: 'page excerpt',
    meta: { title: 'DMT Commands · Milligram' },
    sub_results: [
      { title: 'DMT Commands', url, excerpt: 'top' },
      ...sections.map((s) => ({ title: s, url: `${url}#${s}`, excerpt: `<mark>${s}</mark>` })),
    ],
  });

  it('links to the headings of the matching sections, with the page title', () => {
    expect(toHits([page('/mg/cli/dmt/', ['nuke'])])).toEqual([
      {
        id: '/mg/cli/dmt/#nuke',
        url: '/mg/cli/dmt/#nuke',
        page: 'DMT Commands',
        title: 'nuke',
        excerpt: '<mark>nuke</mark>',
      },
    ]);
  });

  it('ranks the section named after the term first, then the one with most matches', () => {
    const data: PagefindData = {
      url: '/mg/cli/dmt/',
      excerpt: '',
      meta: { title: 'DMT Commands' },
      sub_results: [
        { title: 'blastoff', url: '/mg/cli/dmt/#blastoff', excerpt: '', locations: [1, 2, 3] },
        { title: 'deploy', url: '/mg/cli/dmt/#deploy', excerpt: '', locations: [9] },
        { title: 'nuke', url: '/mg/cli/dmt/#nuke', excerpt: '', locations: [20] },
      ],
    };
    expect(toHits([data], 'Nuke').map((h) => h.title)).toEqual(['nuke', 'blastoff', 'deploy']);
    expect(toHits([data], 'machine').map((h) => h.title)).toEqual(['blastoff', 'deploy', 'nuke']);
  });

  it(`keeps at most ${MAX_SECTIONS_PER_PAGE} sections a page, and the page itself when no section matches`, () => {
    expect(toHits([page('/a/', ['1', '2', '3', '4', '5'])])).toHaveLength(MAX_SECTIONS_PER_PAGE);
    expect(toHits([page('/b/', [])])[0]).toMatchObject({ url: '/b/', title: 'DMT Commands' });
  });
});

describe('searchStatusText', () => {
  it('says what the dialog is doing, then how many results', () => {
    expect(searchStatusText('loading', 'nuke', 0)).toBe('Loading the search index…');
    expect(searchStatusText('unavailable', 'nuke', 0)).toBe('Search is unavailable right now. Please try again later.');
    expect(searchStatusText('ready', '', 0)).toBe('');
    expect(searchStatusText('ready', 'zzz', 0)).toBe('No results for “zzz”');
    expect(searchStatusText('ready', 'nuke', 1)).toBe('1 result');
    expect(searchStatusText('ready', 'nuke', 4)).toBe('4 results');
  });
});

describe('flags, commands and task-phrased queries', () => {
  // The DMT page as Pagefind returns it: words, ids with their positions, the matches' weights.
  const content =
    'DMT Commands. Options --dose <size> t2.micro Instance size. nuke Destroy it. --yes -y off Skip the prompt.';
  const dmt = (weighted: { weight: number; location: number }[]): PagefindData => ({
    url: '/mg/cli/dmt/',
    excerpt: 'page excerpt',
    meta: { title: 'DMT Commands · Milligram' },
    content,
    anchors: [
      { element: 'h2', id: 'options', text: 'Options', location: 2 },
      { element: 'tr', id: 'option-dose', location: 3 },
      { element: 'h2', id: 'nuke', text: 'nuke', location: 8 },
      { element: 'tr', id: 'nuke-option-yes', location: 11 },
    ],
    weighted_locations: weighted,
    sub_results: [
      { title: 'Options', url: '/mg/cli/dmt/#options', excerpt: 'options', locations: [3] },
      { title: 'nuke', url: '/mg/cli/dmt/#nuke', excerpt: 'nuke', locations: [8, 11] },
    ],
  });

  it('turns a match on a flag’s own name into its row, the words marked', () => {
    const [row] = flagRows(dmt([{ weight: FLAG_WEIGHT, location: 3 }]));
    expect(row).toMatchObject({ title: '--dose', name: '--dose', url: '/mg/cli/dmt/#option-dose', locations: [3] });
    expect(row.excerpt).toBe('<mark>--dose</mark> &lt;size&gt; t2.micro Instance size.');
    expect(flagRows(dmt([{ weight: 1, location: 5 }]))).toEqual([]);
  });

  it('titles a command’s own flag with its command', () => {
    expect(flagRows(dmt([{ weight: FLAG_WEIGHT, location: 11 }]))[0].title).toBe('--yes (nuke)');
  });

  it('puts the flag’s row first for "--yes", and lands on it with the word to highlight', () => {
    const hits = toHits([dmt([{ weight: FLAG_WEIGHT, location: 11 }])], '--yes');
    expect(hits[0]).toMatchObject({ title: '--yes (nuke)', url: '/mg/cli/dmt/?highlight=yes#nuke-option-yes' });
  });

  it('ranks a section named with the query’s words first ("lsd trip" finds trip)', () => {
    const sections = [
      { title: 'drop', url: '#drop', excerpt: '', locations: [1, 2, 3, 4] },
      { title: 'trip', url: '#trip', excerpt: '', locations: [9] },
    ];
    expect(rankSections(sections, 'lsd trip')[0].title).toBe('trip');
    // A title word counts, a stop word does not: "renew the tls certificate".
    const titled = [
      { title: 'Cloud credentials', url: '#c', excerpt: '', locations: [1, 2, 3, 4, 5] },
      { title: 'Generate an SSL certificate', url: '#g', excerpt: '', locations: [7] },
    ];
    expect(rankSections(titled, 'renew the tls certificate')[0].url).toBe('#g');
  });

  it('puts the page whose section is named for the query before Pagefind’s first page', () => {
    const other: PagefindData = {
      url: '/mg/overview/',
      excerpt: '',
      meta: { title: 'Overview · Milligram' },
      sub_results: [{ title: 'Deploy a project', url: '/mg/overview/#deploy', excerpt: '', locations: [1, 2, 3] }],
    };
    expect(toHits([other, dmt([])], 'nuke')[0].url).toBe('/mg/cli/dmt/?highlight=nuke#nuke');
  });

  it('searches flags without their dashes and tasks without stop words', () => {
    expect(pagefindQuery('--local-port')).toBe('local-port');
    expect(pagefindQuery('mg init --dream')).toBe('mg init dream');
    expect(searchWords('ssh into my server')).toEqual(['ssh', 'server']);
    expect(searchWords('delete everything without a prompt')).toEqual(['delete', 'everything', 'prompt']);
  });

  it('ranks closest pages by words matched, then by Pagefind’s summed score', () => {
    const ranked = closestPages([
      [
        { id: 'overview', score: 9 },
        { id: 'dmt', score: 2 },
      ],
      [{ id: 'dmt', score: 1 }],
    ]);
    expect(ranked).toEqual([
      { id: 'dmt', words: 2, score: 3 },
      { id: 'overview', words: 1, score: 9 },
    ]);
  });

  it('merges a page’s sections over the words, so the section matching most words ranks first', () => {
    const perWord = (sections: [string, number[]][]): PagefindData => ({
      url: '/mg/cli/dmt/',
      excerpt: '',
      meta: {},
      sub_results: sections.map(([url, locations]) => ({ title: url, url, excerpt: url, locations })),
    });
    const merged = mergePageData([
      perWord([
        ['#a', [1, 2, 3]],
        ['#ssh', [10]],
      ]),
      perWord([['#ssh', [11]]]),
    ]);
    expect(merged.sub_results).toEqual([
      { title: '#a', url: '#a', excerpt: '#a', locations: [1, 2, 3], words: 1 },
      { title: '#ssh', url: '#ssh', excerpt: '#ssh', locations: [10, 11], words: 2 },
    ]);
    expect(rankSections(merged.sub_results!, 'ssh into my server')[0].url).toBe('#ssh');
  });

  it('says when the results are only the closest', () => {
    expect(searchStatusText('ready', 'ssh into my server', 4, true)).toBe(CLOSEST_RESULTS_TEXT);
    expect(CLOSEST_RESULTS_TEXT).toBe('No exact match — closest results');
    expect(searchStatusText('ready', 'nuke', 4)).toBe('4 results');
  });

  it('adds the words to highlight before the fragment, once per word', () => {
    expect(withHighlight('/mg/cli/dmt/#ssh', 'ssh into my server')).toBe(
      '/mg/cli/dmt/?highlight=ssh&highlight=server#ssh',
    );
    expect(withHighlight('/mg/esp/', 'the')).toBe('/mg/esp/');
  });
});
