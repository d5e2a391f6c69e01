// Test pages for the ranking: built like Pagefind builds its data (the words of the page in order,
// an anchor at each heading, flag row, list of reader words and usage line), and matched as Pagefind matches
// (a word of the term's family, weighted by where it stands).
import { usageId } from '@/lib/cli/usage-anchor';
import { FLAG_WEIGHT, TABLE_END_PREFIX, TERMS_WEIGHT, optionId, optionsOwner, termsId } from '@/lib/mdx/anchor-ids';
import type { SearchMark } from './marks.ts';
import { matchStrength } from './match.ts';
import type { PageAnchor, PageMatches, WordLocation } from './places.ts';
import { queryTerms } from './query.ts';
import { rankHits } from './rank.ts';

export interface TestSection {
  id: string;
  heading: string;
  /** Reader words. */
  terms?: string;
  text?: string;
  /** The command whose usage line (`mg <command> [<name>]`) the section shows, after its text. */
  usage?: string;
  /** Flag rows: the flag, then what it does. */
  rows?: [string, string][];
}

export interface TestPage {
  url: string;
  title: string;
  lead?: string;
  terms?: string;
  sections?: TestSection[];
}

/** The page's words with each one's Pagefind weight, its anchors and their marks, as the build makes them. */
function lay(page: TestPage) {
  const words: { word: string; weight: number }[] = [];
  const anchors: PageAnchor[] = [];
  const marks: Record<string, SearchMark> = {};
  const mark = (anchor: PageAnchor, what: SearchMark) => {
    anchors.push(anchor);
    marks[anchor.id] = what;
  };
  const add = (text: string, weight: number) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word) => words.push({ word, weight }));
  const terms = (id: string, text?: string) => {
    if (!text) return;
    mark({ element: 'p', id: termsId(id), text, location: words.length }, { kind: 'terms', section: id });
    add(text, TERMS_WEIGHT);
  };
  add(page.title, 7);
  add(page.lead ?? '', 1);
  terms('', page.terms);
  let tables = 0;
  for (const section of page.sections ?? []) {
    anchors.push({ element: 'h2', id: section.id, text: section.heading, location: words.length });
    add(section.heading, 6);
    terms(section.id, section.terms);
    add(section.text ?? '', 1);
    if (section.usage) {
      mark(
        { element: 'span', id: usageId(section.usage), location: words.length },
        { kind: 'usage', command: section.usage.split(' ') },
      );
      add(`mg ${section.usage} [<name>]`, 1);
    }
    for (const [flag, what] of section.rows ?? []) {
      mark(
        { element: 'tr', id: optionId(section.id, flag.replace(/^-+/, '')), location: words.length },
        { kind: 'row', flag, owner: optionsOwner(section.id) },
      );
      add(flag, FLAG_WEIGHT);
      add(what, 1);
    }
    if (section.rows?.length) {
      tables += 1;
      mark({ element: 'tfoot', id: `${TABLE_END_PREFIX}${tables}`, location: words.length }, { kind: 'end' });
    }
  }
  return { words, anchors, marks };
}

/** The pages holding any of `terms`, each with every term's locations, as lib/search/pagefind.ts answers. */
export function found(pages: TestPage[], terms: string[]): PageMatches[] {
  return pages.flatMap((page) => {
    const { words, anchors, marks } = lay(page);
    const matches = new Map<string, WordLocation[]>();
    for (const term of terms) {
      const locations = words
        .map(({ word, weight }, location) => ({ word, weight, location }))
        .filter(({ word }) => matchStrength(word, term) === 1)
        .map(({ weight, location }) => ({ weight, location }));
      if (locations.length) matches.set(term, locations);
    }
    if (matches.size === 0) return [];
    return [{ url: page.url, title: page.title, words: words.map((w) => w.word), anchors, marks, matches }];
  });
}

/** A small site: the DMT and LSD command references, the DREAM page and the CLI overview. */
export const DMT = {
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
export const LSD = {
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
export const DREAM = {
  url: '/mg/dream/',
  title: 'DREAM Architecture',
  lead: 'The DREAM family of deployment shapes.',
  sections: [{ id: 'dmt', heading: 'DMT', text: 'Virtual machines for long-running apps, one per deployment.' }],
};
export const CLI = {
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
export const SITE = [DMT, LSD, DREAM, CLI];
/** Four more pages of an index, each saying `text`: what makes a word common. */
export const fillers = (text: string) =>
  [1, 2, 3, 4].map((n) => ({
    url: `/mg/page-${n}/`,
    title: `Page ${n}`,
    sections: [{ id: 'intro', heading: 'Intro', text }],
  }));

/** The addresses of the results for `query` over the test site. */
export function search(query: string, pages: TestPage[] = SITE) {
  const terms = queryTerms(query);
  return rankHits(found(pages, terms.terms), terms, pages.length).hits.map((hit) => hit.id);
}
