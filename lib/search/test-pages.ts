// Test pages for the ranking: built like Pagefind builds its data (the words of the page in order,
// an anchor at each heading, flag row, list of reader words and usage line), and matched as Pagefind matches
// (a word of the term's family, weighted by where it stands).
import { usageId } from '../cli/usage-anchor.ts';
import { FLAG_WEIGHT, TABLE_END_PREFIX, TERMS_WEIGHT, optionId, optionsOwner, termsId } from '../mdx/anchor-ids.ts';
import type { SearchMark } from '@/lib/search/marks.mjs';
import { matchStrength, type PageAnchor, type PageMatches, type WordLocation } from '@/lib/search/rank';

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
