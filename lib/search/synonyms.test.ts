import { SYNONYMS, synonymProblems } from './synonym-table.ts';
import { synonym } from './synonyms.ts';

describe('synonym', () => {
  it('reads a reader word, in any of its forms, as the docs’ word', () => {
    expect(synonym('rid')).toBe('remove');
    expect(synonym('newest')).toBe('latest');
    expect(synonym('upsize')).toBe('resize');
    expect(synonym('upsizing')).toBe('resize');
    expect(synonym('freezes')).toBe('stuck');
    expect(synonym('spending')).toBe('cost');
  });

  it('reads no other word: not a word of the docs, not a longer word that starts the same', () => {
    expect(synonym('remove')).toBeUndefined();
    expect(synonym('kubernetes')).toBeUndefined();
    expect(synonym('conference')).toBeUndefined(); // "conf" is a reader word for config
    expect(synonym('directory')).toBeUndefined(); // "dir" is one for folder
  });
});

describe('the table', () => {
  it('puts each reader word under one key, and no key among the reader words', () => {
    const held = new Set(Object.keys(SYNONYMS));
    expect(synonymProblems(SYNONYMS, held)).toEqual([]);
  });

  it('says what no longer fits, one message each', () => {
    const table = { remove: 'rid wipe', delete: 'wipe', gone: 'vanish' };
    expect(synonymProblems(table, new Set(['remove', 'delete', 'rids']))).toEqual([
      '"rid" (under "remove") is a word of the docs now ("rids"): remove it',
      '"wipe" is under both "remove" and "delete"',
      '"gone" is no longer a word of the docs: its reader words would find nothing',
    ]);
  });
});
