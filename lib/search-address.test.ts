import {
  HIGHLIGHT_MAX_WORDS,
  HIGHLIGHT_MAX_WORD_LENGTH,
  boundedHighlightSearch,
  highlightWords,
} from '@/lib/search-address';

describe('the words an address asks to highlight', () => {
  it('are read once per parameter, trimmed, without blanks or repeats', () => {
    expect(highlightWords('?highlight=dose&highlight=%20nuke%20&highlight=&highlight=dose')).toEqual(['dose', 'nuke']);
  });

  it(`stop at ${HIGHLIGHT_MAX_WORDS} words and skip words over ${HIGHLIGHT_MAX_WORD_LENGTH} characters, however long the link`, () => {
    expect(HIGHLIGHT_MAX_WORDS).toBe(10);
    expect(HIGHLIGHT_MAX_WORD_LENGTH).toBe(48);
    const long = 'x'.repeat(HIGHLIGHT_MAX_WORD_LENGTH + 1);
    // A 900-word link, some 13 KB: what took the page 5 to 10 s to mark.
    const words = Array.from({ length: 900 }, (_, i) => `word${i}`);
    const search = `?${[long, ...words].map((w) => `highlight=${w}`).join('&')}`;
    expect(search.length).toBeGreaterThan(9_000);
    expect(highlightWords(search)).toEqual(words.slice(0, HIGHLIGHT_MAX_WORDS));
  });

  it('bounded in the address, every other parameter kept', () => {
    const many = Array.from({ length: 30 }, (_, i) => `highlight=w${i}`).join('&');
    const bounded = new URLSearchParams(boundedHighlightSearch(`?a=1&${many}&b=2`));
    expect(bounded.getAll('highlight')).toHaveLength(HIGHLIGHT_MAX_WORDS);
    expect(bounded.get('a')).toBe('1');
    expect(bounded.get('b')).toBe('2');
    expect(boundedHighlightSearch('')).toBe('');
  });
});
