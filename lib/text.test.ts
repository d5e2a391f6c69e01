import { cssString, text } from '@/lib/text';

describe('text', () => {
  it('keeps a string with something in it, trimmed, and nothing else', () => {
    expect(text('  Ada ')).toBe('Ada');
    expect(text('   ')).toBeUndefined();
    expect(text(42)).toBeUndefined();
  });
});

describe('cssString', () => {
  it('quotes a value for generated content, escaping what would end or break the string', () => {
    expect(cssString('Ada Lovelace')).toBe('"Ada Lovelace"');
    expect(cssString('say "hi"')).toBe('"say \\"hi\\""');
    expect(cssString('a\\b')).toBe('"a\\\\b"');
    expect(cssString('two\nlines\u0007')).toBe('"two lines "');
  });

  it('gives back a string CSS reads as the value itself', () => {
    // What a browser would read: each backslash escape stands for the character after it.
    const read = (css: string) => css.slice(1, -1).replace(/\\(.)/g, '$1');
    for (const value of ['Ada', 'O\'Brien "the \\ one"', '</style><script>'])
      expect(read(cssString(value))).toBe(value);
  });
});
