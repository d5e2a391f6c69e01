// Reader words: a query word the docs never use, read as the docs' word that means it here
// ("rid" is "remove", "upsizing" is "resize"), from the table in lib/search/synonym-table.ts.
import { matchStrength } from './match.ts';
import { RULES, type Rules } from './rules.ts';
import { SYNONYMS } from './synonym-table.ts';

/** Each reader word, and the docs' word it means. */
const READER_WORDS: readonly (readonly [reader: string, docs: string])[] = Object.entries(SYNONYMS).flatMap(
  ([docs, readers]) => readers.split(' ').map((reader) => [reader, docs] as const),
);

/** The docs' word for `term`, a reader word in any of its forms ("upsizing": "resize"); undefined when none. */
export function synonym(term: string, rules: Rules = RULES): string | undefined {
  return READER_WORDS.find(([reader]) => matchStrength(reader, term, rules) === 1)?.[1];
}
