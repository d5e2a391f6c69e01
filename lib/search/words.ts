// The docs' words, for the search's typo tolerance: Pagefind matches a word, its stem and the words
// it starts, but not a word with a letter wrong. After the index is written, the build lists every
// word of the indexed pages (the ones marked data-pagefind-body), most frequent first, into
// SEARCH_WORDS_URL; the search fetches it the first time a word of a query finds nothing. The search
// evaluation checks the reader words (synonym-table.ts) against the same pages' vocabulary.
// The build script (scripts/build/build-site.mjs), the evaluation and the dialog's code (typos.ts)
// all import it: Node runs it as it is.

/** Where the list is served from, beside Pagefind's index. */
export const SEARCH_WORDS_URL = '/pagefind/words.json';

/** Only query words this long or longer are corrected: a short word one letter away is another word. */
export const TYPO_MIN_LENGTH = 5;

/** Words shorter than this are not listed: a typo with a letter added to the shortest word listed is TYPO_MIN_LENGTH long. */
export const LISTED_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

/** The text of an HTML page, without its scripts, styles and tags. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

/** Every word of the pages' text (letters and digits, starting with a letter), lowercase, in order. */
function wordsOf(htmlPages: readonly string[]): string[] {
  return htmlPages.flatMap(
    (html) =>
      textOf(html)
        .toLowerCase()
        .match(/[a-z][a-z0-9]*/g) ?? [],
  );
}

/** The words of the pages' text, most frequent first, leaving out those shorter than LISTED_MIN_LENGTH. */
export function wordList(htmlPages: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of wordsOf(htmlPages)) {
    if (word.length >= LISTED_MIN_LENGTH) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/** Every word the pages hold, whatever its length. */
export function vocabulary(htmlPages: readonly string[]): Set<string> {
  return new Set(wordsOf(htmlPages));
}
