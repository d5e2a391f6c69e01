// The 404 page's suggestions: the existing pages closest to a missing address. The address's words
// (its path split on "/", "-", "_" and ".") are compared with each page's words (its path, title
// and headings); a word counts fully when equal and partly when a typo away. Pure, so it runs in the
// browser on the 404 page with the list the server prepared.

export interface Suggestible {
  title: string;
  path: string;
  /** The page's words: path segments, title words. */
  words: string[];
  /** Its headings' ids: a missing path naming one (/mg/lsd/delete) leads to that section. */
  anchors: string[];
}

export interface Suggestion {
  title: string;
  href: string;
}

/** How many pages the 404 page suggests at most. */
export const MAX_SUGGESTIONS = 3;
/** A word this similar (1 − edits ÷ longer length) or more counts as a typo of the other. */
export const MIN_SIMILARITY = 0.6;
/** Address parts that say nothing about the page. */
const NOISE = new Set(['index', 'html', 'htm', 'md', 'php', 'www']);

/** The lowercase words of a path or title. */
export function wordsOf(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // a broken escape: the raw text
  }
  return decoded
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE.has(word));
}

/** A page the 404 page can suggest: its words from its path, `alsoKnownAs` and title. */
export function suggestible(title: string, path: string, anchors: string[] = [], alsoKnownAs = ''): Suggestible {
  return { title, path, words: [path, alsoKnownAs, title].flatMap(wordsOf), anchors };
}

/** The words of a missing address worth matching or searching for: `skip` (e.g. mg) left out. */
export const queryWords = (path: string, skip: readonly string[] = []) =>
  wordsOf(path).filter((word) => !skip.includes(word));

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const score = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return score >= MIN_SIMILARITY ? score : 0;
}

const best = (word: string, candidates: readonly string[]) =>
  candidates.reduce((top, candidate) => Math.max(top, similarity(word, candidate)), 0);

/**
 * The closest pages to `path`, best first; none when no word of the path resembles any page's.
 * `skip`: words that say nothing here because every docs address has them (mg).
 */
export function closestPages(path: string, pages: readonly Suggestible[], skip: readonly string[] = []): Suggestion[] {
  const words = queryWords(path, skip);
  return pages
    .map((page, order) => {
      let anchor: string | undefined;
      let score = 0;
      for (const word of words) {
        const onPage = best(word, page.words);
        const inSection = page.anchors.includes(word) ? 1 : 0;
        if (inSection > onPage) anchor ??= word;
        score += Math.max(onPage, inSection);
      }
      // A typo of the page's own name (its last path segment) weighs more than words every docs
      // path shares (mg, cli).
      const name = wordsOf(page.path).slice(-1);
      const named = words.reduce((top, word) => Math.max(top, best(word, name)), 0);
      return { page, order, score: score + named / 2, anchor };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page, anchor }) => ({ title: page.title, href: anchor ? `${page.path}#${anchor}` : page.path }));
}
