import { queryTerms } from './query.ts';
import {
  diversify,
  excerptOf,
  heldTerms,
  matchStrength,
  placesOf,
  rankHits,
  rankPlaces,
  rarity,
  sameWord,
  someHoldAll,
  typesCommand,
} from './rank.ts';
import { RULES, type Rules } from './rules.ts';
import { found, type TestPage, type TestSection } from './test-pages.ts';

const DMT = {
  url: '/mg/cli/dmt/',
  title: 'DMT Commands',
  lead: 'Reference for mg dmt: virtual machines.',
  terms: 'virtual machine, server',
  sections: [
    {
      id: 'deploy',
      heading: 'deploy',
      terms: 'update the code, release a new version',
      text: 'Ship new code to a deployment. Unlike nuke it keeps the machine, so nuke is not needed. Nuke nothing.',
    },
    {
      id: 'nuke',
      heading: 'nuke',
      terms: 'remove, destroy, tear down',
      text: 'Destroy a deployment and everything it created. Asks for confirmation.',
      rows: [
        ['--all', 'Destroy every deployment of the account.'],
        ['--yes', 'Non-interactive: skip the confirmation prompt.'],
      ] as [string, string][],
    },
    {
      id: 'db',
      heading: 'db',
      terms: 'tunnel, postgres',
      text: 'Open an SSH connection to the database, so local tools can reach it.',
      rows: [['--local-port', 'Local port the connection listens on.']] as [string, string][],
    },
    { id: 'ssl', heading: 'ssl', text: 'Request or renew the TLS certificate. The deployment must answer first.' },
  ],
};
const LSD = {
  url: '/mg/cli/lsd/',
  title: 'LSD Commands',
  lead: 'Reference for mg lsd: serverless function deployments.',
  terms: 'serverless, lambda',
  sections: [
    {
      id: 'delete',
      heading: 'delete',
      terms: 'remove, tear down, archive',
      text: 'Delete a deployment. If the deletion stops, run it again to resume. Asks for confirmation.',
    },
    { id: 'logs', heading: 'logs', terms: 'errors, tail', text: 'Stream a function deployment logs.' },
  ],
};
const DREAM = {
  url: '/mg/dream/',
  title: 'DREAM Architecture',
  lead: 'The DREAM family of deployment shapes.',
  sections: [{ id: 'dmt', heading: 'DMT', text: 'Virtual machines for long-running apps, one per deployment.' }],
};
const CLI = {
  url: '/mg/cli/main/',
  title: 'CLI Overview',
  lead: 'The mg command line.',
  sections: [
    {
      id: 'init',
      heading: 'init',
      text: 'Turn on project mode in a repository.',
      rows: [['--dream', 'Track every deployment in the project file.']] as [string, string][],
    },
  ],
};
const SITE = [DMT, LSD, DREAM, CLI];
/** Four more pages of an index, each saying `text`: what makes a word common. */
const fillers = (text: string) =>
  [1, 2, 3, 4].map((n) => ({
    url: `/mg/page-${n}/`,
    title: `Page ${n}`,
    sections: [{ id: 'intro', heading: 'Intro', text }],
  }));

/** The addresses of the results for `query` over the test site. */
function search(query: string, pages: TestPage[] = SITE) {
  const terms = queryTerms(query);
  return rankHits(found(pages, terms.terms), terms, pages.length).hits.map((hit) => hit.id);
}

describe('ranking', () => {
  it('puts a heading match before text that mentions the word more often', () => {
    expect(search('nuke')[0]).toBe('/mg/cli/dmt/#nuke');
  });

  it('puts the top of the page whose subject the query names first ("dream")', () => {
    expect(search('dream')[0]).toBe('/mg/dream/');
    expect(search('what does dream mean')[0]).toBe('/mg/dream/');
  });

  it('puts a flag typed as a flag on its row, before the page of the same name', () => {
    expect(search('--dream')[0]).toBe('/mg/cli/main/#init-option-dream');
    expect(search('mg init --dream')[0]).toBe('/mg/cli/main/#init-option-dream');
    expect(search('--yes')[0]).toBe('/mg/cli/dmt/#nuke-option-yes');
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

  it('matches word forms the way the index does: deleted, deletion, delete', () => {
    expect(search('resume a deleted deployment')[0]).toBe('/mg/cli/lsd/#delete');
  });

  it('draws the first three results from at least two pages when two pages match', () => {
    const top = search('deployment').slice(0, 3);
    expect(new Set(top.map((id) => id.replace(/#.*/, ''))).size).toBeGreaterThanOrEqual(2);
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

  it('lands a task on the section that answers it, not on its page’s introduction; a one-word query may name the page', () => {
    // The introduction mentions the clean-up in passing; the section holds the same words.
    const START = {
      url: '/mg/tools/',
      title: 'Quick Start',
      lead: 'Deploy an app, then remove everything it created.',
      terms: 'tutorial, static site, CDN',
      sections: [
        { id: 'deploy', heading: 'Deploy', text: 'Run the deploy. It takes a minute.' },
        {
          id: 'clean-up',
          heading: 'Clean up',
          terms: 'remove, tear down',
          text: 'Remove what the quick start created: nuke the deployment.',
        },
      ],
    };
    const ESP = {
      url: '/mg/esp/',
      title: 'ESP',
      sections: [
        {
          id: 'what-it-creates',
          heading: 'What it creates',
          text: 'A bucket and a CDN in front of it. The CDN caches pages.',
        },
      ],
    };
    const task = queryTerms('remove everything the quick start created');
    expect(rankHits(found([START, ESP], task.terms), task, 2).hits[0].id).toBe('/mg/tools/#clean-up');
    const topic = queryTerms('cdn');
    expect(rankHits(found([START, ESP], topic.terms), topic, 2).hits[0].id).toBe('/mg/tools/');
  });

  it('lets an introduction yield only to a place that answers, never to one holding part of the query', () => {
    const BACKUPS = {
      url: '/backups/',
      title: 'Backups',
      lead: 'A snapshot is taken nightly. You can restore the snapshot.',
      sections: [{ id: 'schedule', heading: 'Schedule', text: 'Nightly at two.' }],
    };
    const DEPLOYMENTS = {
      url: '/deployments/',
      title: 'Deployments',
      sections: [
        {
          id: 'restore',
          heading: 'Restore',
          text: 'Restore a previous deployment from its version list, one of the last ten.',
        },
      ],
    };
    const query = queryTerms('restore snapshot');
    const answer = rankHits(found([BACKUPS, DEPLOYMENTS], query.terms), query, 10);
    expect(answer.hits[0].id).toBe('/backups/');
    expect(answer.weak).toBe(false);
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
    const query = queryTerms('mg esp deploy ./dist');
    expect(rankHits(found([SITES, DMT], query.terms), query, 2).hits[0].id).toBe('/mg/sites/#publish-a-site');
    // Without `mg`, or with the words in another order, it is no command: the heading naming ESP wins.
    for (const words of ['esp deploy ./dist', 'mg deploy esp ./dist']) {
      const other = queryTerms(words);
      expect(rankHits(found([SITES, DMT], other.terms), other, 2).hits[0].id).toBe('/mg/sites/#when-to-use-esp');
    }
  });

  it('puts the typed command’s row first when another command takes the same flag', () => {
    const DMT_AWAKE = {
      url: '/mg/cli/dmt/',
      title: 'DMT Commands',
      sections: [
        {
          id: 'awake',
          heading: 'awake',
          text: 'Run the app locally.',
          usage: 'dmt awake',
          rows: [['--port', 'Local port.']],
        },
      ] as TestSection[],
    };
    const LSD_TRIP = {
      url: '/mg/cli/lsd/',
      title: 'LSD Commands',
      sections: [
        {
          id: 'trip',
          heading: 'trip',
          text: 'Run the functions locally.',
          usage: 'lsd trip',
          rows: [['--port', 'Local port, as for mg dmt awake: mg dmt awake --port and this take the same.']],
        },
      ] as TestSection[],
    };
    const pages = [LSD_TRIP, DMT_AWAKE];
    expect(search('mg dmt awake --port 8080', pages)[0]).toBe('/mg/cli/dmt/#awake-option-port');
    // Without the command typed, the row holding more of the query comes first.
    expect(search('--port dmt awake', pages)[0]).toBe('/mg/cli/lsd/#trip-option-port');
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

  it('answers a comparison with the page whose sections are its topics, unless a section compares them itself', () => {
    const FAMILIES = {
      url: '/mg/families/',
      title: 'Families',
      lead: 'The shapes of deployment.',
      sections: [
        { id: 'dmt', heading: 'DMT', terms: 'virtual machine', text: 'One machine per app.' },
        { id: 'lsd', heading: 'LSD', terms: 'serverless', text: 'Functions paid per use.' },
        { id: 'queues', heading: 'queues', text: 'A DMT app puts work on a queue; LSD functions do it.' },
      ],
    };
    const LSD_STATUS = {
      ...LSD,
      sections: [
        // Named for one topic, on a page named for the other: named for "dmt lsd", but no comparison.
        { id: 'dmt', heading: 'DMT', text: 'Functions instead of a machine.' },
        { id: 'status', heading: 'status', text: 'The state at a glance, without the health check.' },
        { id: 'health', heading: 'health', text: 'Calls each function once.' },
      ],
    };
    const pages = [DMT, LSD_STATUS, FAMILIES];
    const first = (typed: string) => {
      const query = queryTerms(typed);
      return rankHits(found(pages, query.terms), query, pages.length).hits[0].id;
    };
    expect(first('dmt vs lsd')).toBe('/mg/families/');
    expect(first('difference between DMT and LSD')).toBe('/mg/families/');
    // The status section says how it differs from health: it is the answer, not its page's top.
    expect(first('difference between status and health')).toBe('/mg/cli/lsd/#status');
    // No comparison asked: a section comes first, as ever.
    expect(first('dmt lsd')).toMatch(/#/);
    expect(first('status health')).toBe('/mg/cli/lsd/#status');
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

  it('calls an answer weak when no page holds every word, sure when a place is named for the query', () => {
    const weak = queryTerms('nuke serverless');
    expect(rankHits(found(SITE, weak.terms), weak, SITE.length).weak).toBe(true);
    const sure = queryTerms('nuke');
    expect(rankHits(found(SITE, sure.terms), sure, SITE.length).weak).toBe(false);
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

  it('answers nothing for words no page holds', () => {
    expect(search('kubernetes')).toEqual([]);
  });
});

describe('what counts', () => {
  it('counts a rare word more than a common one, and a word on more than half the pages as one on half', () => {
    expect(rarity(1, 8)).toBeGreaterThan(1.5);
    expect(rarity(3, 8)).toBeGreaterThan(rarity(4, 8));
    expect(rarity(6, 8)).toBe(rarity(4, 8));
    expect(rarity(8, 8)).toBe(rarity(4, 8));
    expect(rarity(4, 8)).toBeCloseTo(Math.log(2));
  });

  it('counts the term’s word family fully, words that only share a start by the square of their share', () => {
    expect(matchStrength('Confirmation.', 'confirming')).toBe(1);
    expect(matchStrength('deletion', 'deleted')).toBe(1);
    expect(matchStrength('sizes', 'size')).toBe(1);
    expect(matchStrength('stopped', 'stop')).toBe(1);
    expect(matchStrength('half', 'halfway')).toBeCloseTo((4 / 7) ** 2);
    expect(matchStrength('background', 'back')).toBeCloseTo(0.16);
    expect(matchStrength('-b.', 'bring')).toBeCloseTo(0.04);
  });

  it('keeps apart the families a reader keeps apart: deployment and deploy, log and login', () => {
    expect(matchStrength('deployment', 'deploy')).toBeCloseTo(0.36);
    expect(matchStrength('deployments', 'deploying')).toBeLessThan(0.5);
    expect(matchStrength('deploying', 'deploy')).toBe(1);
    expect(matchStrength('login', 'logs')).toBeLessThan(0.5);
    expect(matchStrength('logs', 'log')).toBe(1);
    // A family shares a stem of three letters: the alias -v is not "vs".
    expect(matchStrength('-v.', 'vs')).toBeLessThan(0.5);
    expect(matchStrength('vm', 'vm')).toBe(1);
  });

  it('reads a flag’s parts as words, and a value’s name as no word', () => {
    expect(matchStrength('--aws-profile', 'profile')).toBe(1);
    expect(matchStrength('<name>', 'named')).toBe(0);
    expect(matchStrength('[<name>]', 'name')).toBe(0);
    expect(matchStrength('<size>', 'size')).toBe(0);
  });

  it('leaves out of the query a word no page holds, unless no word is held', () => {
    const query = queryTerms('nuke yesterday');
    expect(heldTerms(found(SITE, query.terms), query).terms).toEqual(['nuke']);
    const none = queryTerms('kubernetes');
    expect(heldTerms(found(SITE, none.terms), none).terms).toEqual(['kubernetes']);
  });

  it('names a place only for the same word, give or take a plural', () => {
    expect(sameWord('Sizes', 'size')).toBe(true);
    expect(sameWord('--deleting', 'deleted')).toBe(false);
  });

  it('tells whether some page holds every word (else the results are only the closest)', () => {
    const query = queryTerms('nuke serverless');
    expect(someHoldAll(found(SITE, query.terms), query)).toBe(false);
    const both = queryTerms('nuke deployment');
    expect(someHoldAll(found(SITE, both.terms), both)).toBe(true);
  });
});

describe('places and excerpts', () => {
  it('cuts a page into its top, its sections and its flag rows, a row ending with its table', () => {
    const [page] = found([DMT], ['deploy']);
    const places = placesOf(page);
    expect(places.map((p) => p.id)).toEqual([
      '',
      'deploy',
      'nuke',
      'db',
      'ssl',
      'nuke-option-all',
      'nuke-option-yes',
      'db-option-local-port',
    ]);
    const local = places.find((p) => p.id === 'db-option-local-port')!;
    expect(page.words.slice(local.start, local.end).join(' ')).toBe(
      '--local-port Local port the connection listens on.',
    );
    expect(places.find((p) => p.id === 'nuke-option-yes')!.title).toBe('--yes (nuke)');
  });

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

describe('diversify', () => {
  const { MAX_HITS, MAX_HITS_PER_PAGE } = RULES;
  const hit = (url: string, n: number) => ({ page: { url }, n });

  it(`keeps at most ${MAX_HITS_PER_PAGE} a page and ${MAX_HITS} in all`, () => {
    const many = [...Array(5)].flatMap((_, p) => [...Array(5)].map((__, i) => hit(`/p${p}/`, i)));
    const chosen = diversify(many);
    expect(chosen).toHaveLength(MAX_HITS);
    for (let p = 0; p < 5; p++)
      expect(chosen.filter((c) => c.page.url === `/p${p}/`).length).toBeLessThanOrEqual(MAX_HITS_PER_PAGE);
  });

  it('brings another page into the first three when one page holds the first three places', () => {
    const ranked = [hit('/a/', 1), hit('/a/', 2), hit('/a/', 3), hit('/a/', 4), hit('/b/', 5)];
    expect(diversify(ranked).map((c) => c.n)).toEqual([1, 2, 5, 3]);
    // One page only: its places as ranked.
    expect(diversify(ranked.slice(0, 4)).map((c) => c.n)).toEqual([1, 2, 3]);
  });
});

describe('typesCommand', () => {
  it('is true when the terms start with mg and the command, in order', () => {
    expect(typesCommand(['mg', 'esp', 'deploy', 'dist'], ['esp', 'deploy'])).toBe(true);
    expect(typesCommand(['mg', 'esp'], ['esp', 'deploy'])).toBe(false);
    expect(typesCommand(['esp', 'deploy'], ['esp', 'deploy'])).toBe(false);
    expect(typesCommand(['mg', 'deploy', 'esp'], ['esp', 'deploy'])).toBe(false);
    // A command word may hold a hyphen; the query keeps it as one term.
    expect(typesCommand(['mg', 'dmt', 'db-shell'], ['dmt', 'db-shell'])).toBe(true);
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
