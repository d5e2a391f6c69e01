import { diversify } from './order.ts';
import { queryTerms } from './query.ts';
import { rankHits } from './rank.ts';
import { RULES } from './rules.ts';
import { DMT, LSD, found, search, type TestSection } from './test-pages.ts';

describe('order', () => {
  it('puts the top of the page whose subject the query names first ("dream")', () => {
    expect(search('dream')[0]).toBe('/mg/dream/');
    expect(search('what does dream mean')[0]).toBe('/mg/dream/');
  });

  it('puts a flag typed as a flag on its row, before the page of the same name', () => {
    expect(search('--dream')[0]).toBe('/mg/cli/main/#init-option-dream');
    expect(search('mg init --dream')[0]).toBe('/mg/cli/main/#init-option-dream');
    expect(search('--yes')[0]).toBe('/mg/cli/dmt/#nuke-option-yes');
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
    const first = (typed: string) => search(typed, pages)[0];
    expect(first('dmt vs lsd')).toBe('/mg/families/');
    expect(first('difference between DMT and LSD')).toBe('/mg/families/');
    // The status section says how it differs from health: it is the answer, not its page's top.
    expect(first('difference between status and health')).toBe('/mg/cli/lsd/#status');
    // No comparison asked: a section comes first, as ever.
    expect(first('dmt lsd')).toMatch(/#/);
    expect(first('status health')).toBe('/mg/cli/lsd/#status');
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
    expect(search('remove everything the quick start created', [START, ESP])[0]).toBe('/mg/tools/#clean-up');
    expect(search('cdn', [START, ESP])[0]).toBe('/mg/tools/');
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

  it('draws the first three results from at least two pages when two pages match', () => {
    const top = search('deployment').slice(0, 3);
    expect(new Set(top.map((id) => id.replace(/#.*/, ''))).size).toBeGreaterThanOrEqual(2);
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
