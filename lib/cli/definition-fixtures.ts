// For the definition's tests: a fresh copy of the real definition to break, and the problems the
// checks find in one.
import { readFileSync } from 'node:fs';
import { DEFINITION_FILE, DefinitionError, checkedDefinition } from '@/lib/cli/definition.ts';

/** A fresh copy of the real definition to break. */
export const definition = () => JSON.parse(readFileSync(DEFINITION_FILE, 'utf8'));

/** What the checks find wrong with `raw`: none when it passes. */
export function problemsOf(raw: unknown): string[] {
  try {
    checkedDefinition(raw);
    return [];
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return (error as DefinitionError & { problems: string[] }).problems;
  }
}
