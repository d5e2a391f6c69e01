// Which words of each indexed page are code (inline code, a command, a code block's line), so that a
// result's excerpt shows them in monospace. Pagefind gives a page's text as plain words; after the
// index is written the build lines those words up with the page's HTML and lists, for each page,
// where its code words stand (scripts/build/code-words.ts), at CODE_WORDS_URL. The search loads the
// list with the index; the ranking never reads it. Node runs this module as it is (the build imports it).

/** Where the build serves the list, beside Pagefind's index. */
export const CODE_WORDS_URL = '/pagefind/code.json';

/**
 * Each indexed page's code words by its path (as Pagefind gives its URL), as runs: the gap from the
 * end of the last run (or the page's start) and the run's length, then the next gap and length.
 */
export type SiteCode = Readonly<Record<string, readonly number[]>>;

/** Word positions (ascending) as runs: `[gap, length, gap, length, …]`. */
export function encodeRuns(positions: readonly number[]): number[] {
  const runs: number[] = [];
  let end = 0;
  for (let i = 0; i < positions.length;) {
    let j = i + 1;
    while (j < positions.length && positions[j] === positions[j - 1] + 1) j += 1;
    runs.push(positions[i] - end, j - i);
    end = positions[j - 1] + 1;
    i = j;
  }
  return runs;
}

/** The positions the runs stand for. */
export function decodeRuns(runs: readonly number[] = []): Set<number> {
  const positions = new Set<number>();
  let at = 0;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    at += runs[i];
    for (let n = 0; n < runs[i + 1]; n++) positions.add(at++);
  }
  return positions;
}
