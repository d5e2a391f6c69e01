import { rankPlaces } from './order.ts';
import { queryTerms } from './query.ts';
import { rankHits } from './rank.ts';
import { rarity } from './score.ts';
import { DMT, LSD, SITE, fillers, found, search, type TestPage, type TestSection } from './test-pages.ts';

describe('what counts', () => {
  it('counts a rare word more than a common one, and a word on more than half the pages as one on half', () => {
    expect(rarity(1, 8)).toBeGreaterThan(1.5);
    expect(rarity(3, 8)).toBeGreaterThan(rarity(4, 8));
    expect(rarity(6, 8)).toBe(rarity(4, 8));
    expect(rarity(8, 8)).toBe(rarity(4, 8));
    expect(rarity(4, 8)).toBeCloseTo(Math.log(2));
  });

  it('puts a heading match before text that mentions the word more often', () => {
    expect(search('nuke')[0]).toBe('/mg/cli/dmt/#nuke');
  });

  it('finds a section by its reader words, in the words readers use', () => {
    expect(search('tunnel')[0]).toBe('/mg/cli/dmt/#db');
    expect(search('how do I tear down a server')[0]).toBe('/mg/cli/dmt/#nuke');
  });

  it('lets no stop word decide: a question ranks as its topic words do', () => {
    expect(search('how do I reach postgres from my laptop')).toEqual(search('reach postgres laptop'));
  });

  it('prefers the place answering more of the query, and the page’s subject words count for its sections', () => {
    expect(search('remove serverless')[0]).toBe('/mg/cli/lsd/#delete');
    expect(search('remove virtual machine')[0]).toBe('/mg/cli/dmt/#nuke');
  });

  it('puts a flag’s row before its section when the row holds the answer', () => {
    expect(search('skip confirmation prompt')[0]).toBe('/mg/cli/dmt/#nuke-option-yes');
  });

  it('lands a question that only mentions a flag’s word on its section, not on the flag’s row', () => {
    const AWAKE: TestPage = {
      url: '/mg/cli/dmt/',
      title: 'DMT Commands',
      lead: 'Virtual machines.',
      sections: [
        {
          id: 'awake',
          heading: 'awake',
          terms: 'start the app locally, run the server',
          text: 'Run the app on your machine; it listens on a local port until you stop it.',
          rows: [['--port', 'Port number to use.']],
        },
      ],
    };
    const OTHER: TestPage = {
      url: '/mg/other/',
      title: 'Other',
      sections: [{ id: 'x', heading: 'x', text: 'app port' }],
    };
    // The row's flag holds a third of the query: under ROW_NAME_SHARE, it is not named for it.
    expect(search('run the app locally on a port', [AWAKE, OTHER]).slice(0, 2)).toEqual([
      '/mg/cli/dmt/#awake',
      '/mg/cli/dmt/#awake-option-port',
    ]);
  });

  it('boosts a heading by the share of the query it holds: a one-word heading is not the topic of a longer query', () => {
    // "deploy locked": the `deploy` heading holds its commonest word (every page says deploy); the
    // troubleshooting section holds both, one in its heading and one in its reader words.
    const SHIP = {
      url: '/mg/ship/',
      title: 'Shipping',
      lead: 'Ship new code.',
      sections: [
        { id: 'deploy', heading: 'deploy', text: 'Ship the new commit. A deployment that is locked waits.' },
        {
          id: 'the-deployment-is-locked',
          heading: 'The deployment is locked',
          terms: 'stuck deploy',
          text: 'Another process holds the lock: run unlock.',
        },
      ],
    };
    const pages = [SHIP, ...fillers('Deploy with mg.')];
    expect(search('deploy locked', pages)[0]).toBe('/mg/ship/#the-deployment-is-locked');
    // The heading that is the whole query keeps the whole boost.
    expect(search('deploy', pages)[0]).toBe('/mg/ship/#deploy');
  });

  it('answers a typed command with the section of its usage, wherever its words stand elsewhere', () => {
    const SITES = {
      url: '/mg/sites/',
      title: 'Static sites',
      lead: 'Publish a folder.',
      sections: [
        { id: 'publish-a-site', heading: 'Publish a site', text: 'Upload a folder.', usage: 'esp deploy' },
        { id: 'when-to-use-esp', heading: 'When to use ESP', text: 'For docs; mg esp deploy uploads them.' },
      ],
    };
    expect(search('mg esp deploy ./dist', [SITES, DMT])[0]).toBe('/mg/sites/#publish-a-site');
    // Without `mg`, or with the words in another order, it is no command: the heading naming ESP wins.
    for (const words of ['esp deploy ./dist', 'mg deploy esp ./dist']) {
      expect(search(words, [SITES, DMT])[0]).toBe('/mg/sites/#when-to-use-esp');
    }
  });

  it('puts a section whose heading holds the question word the query starts with before one that says its words more', () => {
    const sections: TestSection[] = [
      {
        id: 'config-set',
        heading: 'config set',
        text: 'Save a setting: the git token, the region. Run config set token with the git token to save it.',
      },
      {
        id: 'where-mg-keeps-its-settings',
        heading: 'Where mg keeps its settings',
        text: 'The git token is in a file.',
      },
      { id: 'when-to-use-it', heading: 'When to use it', text: 'Any time.' },
    ];
    const settings: TestPage = { url: '/mg/cli/main/', title: 'CLI Overview', sections };
    const pages = [settings, ...fillers('Nothing here.')];
    expect(search('git token', pages)[0]).toBe('/mg/cli/main/#config-set');
    expect(search('where is my git token', pages)[0]).toBe('/mg/cli/main/#where-mg-keeps-its-settings');
    // Only the question word the query starts with, and only a heading holding that word.
    expect(search('see the git token and where it is', pages)[0]).toBe('/mg/cli/main/#config-set');
    expect(search('when is the git token used', pages)[0]).toBe('/mg/cli/main/#config-set');
    // The heading's words are read as the query's: "Where’s" is "where".
    const curly = {
      ...settings,
      sections: sections.map((section) =>
        section.heading.startsWith('Where') ? { ...section, heading: 'Where’s each setting kept' } : section,
      ),
    };
    expect(search('where is my git token', [curly, ...fillers('Nothing here.')])[0]).toBe(
      '/mg/cli/main/#where-mg-keeps-its-settings',
    );
    // A section's heading only: not a flag's name that holds the word.
    const flagged = {
      ...settings,
      sections: [
        ...sections,
        { id: 'paths', heading: 'paths', rows: [['--where', 'Print where the git token is.']] as [string, string][] },
      ],
    };
    expect(search('where is my git token', [flagged, ...fillers('Nothing here.')])[0]).toBe(
      '/mg/cli/main/#where-mg-keeps-its-settings',
    );
  });

  it('lets no word that stands on one page outweigh the question’s topic words that most pages hold', () => {
    const CREDENTIALS = {
      url: '/mg/overview/',
      title: 'Overview',
      sections: [{ id: 'credentials', heading: 'Credentials', text: 'Set your aws credentials with aws configure.' }],
    };
    const LOCKS = {
      url: '/mg/locks/',
      title: 'Locks',
      sections: [{ id: 'locked', heading: 'The deployment is locked', terms: 'laptop', text: 'Another run holds it.' }],
    };
    const others = [1, 2, 3, 4, 5].map((n) => ({
      url: `/mg/page-${n}/`,
      title: `Page ${n}`,
      sections: [{ id: 'setup', heading: 'Setup', text: 'Uses your aws credentials.' }],
    }));
    const pages = [LOCKS, CREDENTIALS, ...others];
    expect(search('aws credentials on my laptop', pages)[0]).toBe('/mg/overview/#credentials');
  });

  it('prefers the place holding more of the query’s words to one holding only its rarest', () => {
    const SETUP = {
      url: '/mg/setup/',
      title: 'Setup',
      sections: [
        {
          id: 'credentials',
          heading: 'Cloud credentials',
          text: 'Configure AWS credentials in a named profile, which every command of mg reads when it starts.',
        },
        {
          id: 'locked',
          heading: 'Locked',
          terms: 'laptop',
          text: 'A deploy from a laptop that went to sleep keeps its lock: the laptop holds it.',
        },
      ],
    };
    const pages = [SETUP, ...fillers('Every command reads the AWS credentials of its profile.')];
    expect(search('aws credentials on my laptop', pages)[0]).toBe('/mg/setup/#credentials');
  });

  it('still answers when the query’s words stand only as the start of the docs’ words', () => {
    const PAGE = {
      url: '/mg/drop/',
      title: 'Drop',
      sections: [{ id: 'stopped', heading: 'Stopped', text: 'A drop that stopped half done resumes.' }],
    };
    // Pagefind finds "half" for "halfway": a match, but not the word itself.
    const [page] = found([PAGE], ['half']);
    const pages = [{ ...page, matches: new Map([['halfway', page.matches.get('half') ?? []]]) }];
    const query = queryTerms('halfway');
    expect(rankHits(pages, query, 1).hits.map((hit) => hit.id)).toContain('/mg/drop/#stopped');
  });

  it('names a place for a word of what holds it only when that word is there itself, not as the start of another', () => {
    // "server" starts the LSD page's subject word "serverless", which Pagefind's prefix search
    // finds: LSD's logs section is not named for "logs server".
    const query = queryTerms('logs server');
    const pages = found(SITE, query.terms).map((page) => {
      if (page.url !== LSD.url) return page;
      const at = page.words.indexOf('serverless,'); // in its subject words
      return { ...page, matches: new Map([...page.matches, ['server', [{ weight: 3, location: at }]]]) };
    });
    const logs = rankPlaces(pages, query, SITE.length).find((s) => s.place.id === 'logs');
    expect(logs?.named).toBe(false);
    // The DMT page's subject words hold "server" itself: its sections are named for "nuke server".
    const nuke = queryTerms('nuke server');
    const section = rankPlaces(found(SITE, nuke.terms), nuke, SITE.length).find((s) => s.place.id === 'nuke');
    expect(section?.named).toBe(true);
  });
});
