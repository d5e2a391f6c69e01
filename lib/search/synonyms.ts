// Reader words: a query word the docs never use, read as the docs' word that means it here
// ("rid" is "remove", "downsizing" is "resize", "cheapest" is "cost"), from the table in
// lib/search/synonym-table.mjs.
import { matchStrength } from '@/lib/search/rank';
import { SYNONYMS } from '@/lib/search/synonym-table.mjs';

/** Each reader word, and the docs' word it means. */
const READER_WORDS: readonly (readonly [reader: string, docs: string])[] = Object.entries(SYNONYMS).flatMap(
  ([docs, readers]) => readers.split(' ').map((reader) => [reader, docs] as const),
);

/** The shortest base an adjective's comparison leaves: "user" is no form of "us". */
const COMPARED_BASE = 3;

/**
 * `term`, and the adjective it compares when it ends like a comparative or a superlative: cheaper
 * and cheapest are cheap, bigger is big, easiest is easy.
 */
export function comparedForms(term: string): string[] {
  const base = term.replace(/(?:er|est)$/, '');
  if (base === term || base.length < COMPARED_BASE) return [term];
  return [term, base, base.replace(/([^aeiou])\1$/, '$1'), base.replace(/i$/, 'y')];
}

/** The docs' word for `term`, a reader word in any of its forms ("downsizing", "cheapest"); undefined when none. */
export function synonym(term: string): string | undefined {
  const forms = comparedForms(term);
  return READER_WORDS.find(([reader]) => forms.some((form) => matchStrength(reader, form) === 1))?.[1];
}
