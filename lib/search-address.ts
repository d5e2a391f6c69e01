// The addresses of Pagefind's files and the highlight parameter, in a module of their own: the docs
// pages' script needs these few strings, not the search's ranking code (lib/search.ts).
export const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Pagefind's highlight script: a page loads it only when its address carries HIGHLIGHT_PARAM. */
export const PAGEFIND_HIGHLIGHT_URL = '/pagefind/pagefind-highlight.js';
/** The address parameter naming the words to highlight, once per word: ?highlight=dose. */
export const HIGHLIGHT_PARAM = 'highlight';
