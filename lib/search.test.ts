import { MAX_SECTIONS_PER_PAGE, searchStatusText, toHits, type PagefindData } from '@/lib/search';
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
