import { findPages, indexSize, searchMarks, type Pagefind, type PagefindFragment } from './pagefind.ts';

/**
 * A Pagefind that, like the real one, keeps one object a page and rewrites its locations on each
 * search: reading a page's data after a later search gives that search's locations.
 */
function fakePagefind(pages: Record<string, { content: string; words: Record<string, number[]> }>): Pagefind {
  const fragments = new Map<string, PagefindFragment>();
  return {
    options: async () => {},
    async search(term) {
      const ids = Object.keys(pages).filter((id) => pages[id].words[term]);
      for (const id of ids) {
        const fragment = fragments.get(id) ?? {
          url: `/${id}/`,
          content: pages[id].content,
          meta: { title: id.toUpperCase() },
          anchors: [],
          weighted_locations: [],
        };
        fragment.weighted_locations = pages[id].words[term].map((location) => ({ weight: 1, location }));
        fragments.set(id, fragment);
      }
      return { results: ids.map((id) => ({ id, data: async () => fragments.get(id)! })) };
    },
  };
}

describe('findPages', () => {
  it('searches each term on its own and keeps every term’s locations in every page, with its marks', async () => {
    const pagefind = fakePagefind({
      dmt: { content: 'nuke a deployment\nwith  care', words: { nuke: [0], deployment: [2] } },
      lsd: { content: 'delete a deployment', words: { deployment: [2] } },
    });
    const marks = { '/dmt/': { 'nuke-terms': { kind: 'terms', section: 'nuke' } } } as const;
    const pages = await findPages({ pagefind, pages: 2, marks }, ['nuke', 'deployment']);
    const dmt = pages.find((p) => p.url === '/dmt/')!;
    expect(dmt.marks).toEqual(marks['/dmt/']);
    expect(pages.find((p) => p.url === '/lsd/')!.marks).toEqual({});
    expect(dmt.words).toEqual(['nuke', 'a', 'deployment', 'with', 'care']);
    expect(dmt.title).toBe('DMT');
    expect(dmt.matches.get('nuke')).toEqual([{ weight: 1, location: 0 }]);
    expect(dmt.matches.get('deployment')).toEqual([{ weight: 1, location: 2 }]);
    expect(pages.find((p) => p.url === '/lsd/')!.matches.has('nuke')).toBe(false);
  });
});

describe('indexSize', () => {
  const answer = (body: unknown) => (async () => ({ json: async () => body })) as unknown as typeof fetch;

  it('adds up the pages of every language the index holds', async () => {
    expect(await indexSize(1, answer({ languages: { en: { page_count: 8 }, de: { page_count: 2 } } }))).toBe(10);
  });

  it('falls back when the entry cannot be read or holds no count', async () => {
    expect(await indexSize(3, answer({}))).toBe(3);
    expect(await indexSize(3, (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toBe(3);
  });
});

describe('searchMarks', () => {
  const answer = (status: number, body: unknown) =>
    (async () => ({ ok: status === 200, status, json: async () => body })) as unknown as typeof fetch;

  it('reads every page’s marks, and fails when they cannot be had: the search cannot rank without them', async () => {
    const marks = { '/mg/esp/': { 'usage-esp_deploy': { kind: 'usage', command: ['esp', 'deploy'] } } };
    expect(await searchMarks(answer(200, marks))).toEqual(marks);
    await expect(searchMarks(answer(404, null))).rejects.toThrow('/search-marks.json: 404');
  });
});
