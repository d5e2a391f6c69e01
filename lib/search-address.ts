// The addresses of Pagefind's files and the highlight parameter, in a module of their own: the docs
// pages' script needs these few strings, not the search's code (lib/search/).
export const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Pagefind's highlight script: a page loads it only when its address carries HIGHLIGHT_PARAM. */
export const PAGEFIND_HIGHLIGHT_URL = '/pagefind/pagefind-highlight.js';
/** The address parameter naming the words to highlight, once per word: ?highlight=dose. */
export const HIGHLIGHT_PARAM = 'highlight';

/** At most this many words are highlighted; the rest of a longer address is ignored. */
export const HIGHLIGHT_MAX_WORDS = 10;
/** A word longer than this is no search term (the longest flag is a third of it) and is ignored. */
export const HIGHLIGHT_MAX_WORD_LENGTH = 48;

/**
 * The words an address asks to highlight, bounded: trimmed, without blanks, repeats and words over
 * HIGHLIGHT_MAX_WORD_LENGTH characters, the first HIGHLIGHT_MAX_WORDS only. Each word is one pass
 * over the article, so an unbounded link (hundreds of words) would hold the page for seconds.
 */
export function highlightWords(search: string): string[] {
  const words: string[] = [];
  for (const raw of new URLSearchParams(search).getAll(HIGHLIGHT_PARAM)) {
    const word = raw.trim();
    if (!word || word.length > HIGHLIGHT_MAX_WORD_LENGTH || words.includes(word)) continue;
    words.push(word);
    if (words.length === HIGHLIGHT_MAX_WORDS) break;
  }
  return words;
}

/** `search` with its highlight words bounded (`highlightWords`) and every other parameter kept. */
export function boundedHighlightSearch(search: string): string {
  const params = new URLSearchParams(search);
  const words = highlightWords(search);
  params.delete(HIGHLIGHT_PARAM);
  for (const word of words) params.append(HIGHLIGHT_PARAM, word);
  const query = params.toString();
  return query ? `?${query}` : '';
}
