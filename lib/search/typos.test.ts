import { TYPO_MIN_LENGTH, correction, keysTouch, oneEditApart } from './typos.ts';

describe('one edit apart', () => {
  it('is a letter changed, missing, added, or two neighbours swapped', () => {
    expect(oneEditApart('shcedule', 'schedule')).toBe(true); // swapped
    expect(oneEditApart('envrionment', 'environment')).toBe(true); // swapped
    expect(oneEditApart('tunel', 'tunnel')).toBe(true); // missing
    expect(oneEditApart('deployy', 'deploy')).toBe(true); // added
    expect(oneEditApart('certifacate', 'certificate')).toBe(true); // changed
  });

  it('reads a changed letter as a typo only when it is a slip: a key touching it, or a vowel for a vowel', () => {
    expect(oneEditApart('deplpy', 'deploy')).toBe(true); // p is beside o
    expect(oneEditApart('dekete', 'delete')).toBe(true); // k is beside l
    expect(oneEditApart('bucjet', 'bucket')).toBe(true); // j is beside k
    expect(oneEditApart('batch', 'match')).toBe(false); // b and m are apart: another word
    expect(oneEditApart('react', 'reach')).toBe(false);
    expect(oneEditApart('hangs', 'hands')).toBe(false);
  });

  it('is not the same word, nor two edits', () => {
    expect(oneEditApart('schedule', 'schedule')).toBe(false);
    expect(oneEditApart('shceduel', 'schedule')).toBe(false);
    expect(oneEditApart('deploy', 'deployed')).toBe(false);
    expect(oneEditApart('abc', 'bca')).toBe(false);
  });
});

describe('keys that touch', () => {
  it('are beside each other, or touch in the row above or below', () => {
    expect(keysTouch('g', 'h')).toBe(true);
    expect(keysTouch('g', 't')).toBe(true);
    expect(keysTouch('g', 'y')).toBe(true);
    expect(keysTouch('g', 'v')).toBe(true);
    expect(keysTouch('g', 'b')).toBe(true);
    expect(keysTouch('g', 'r')).toBe(false);
    expect(keysTouch('g', 'n')).toBe(false);
    expect(keysTouch('q', 'p')).toBe(false); // the ends of a row
    expect(keysTouch('g', 'g')).toBe(false);
    expect(keysTouch('g', '5')).toBe(false);
    expect(keysTouch('', 'w')).toBe(false);
    expect(keysTouch('G', 'h')).toBe(false);
  });
});

describe('correction', () => {
  const WORDS = ['deployment', 'schedule', 'environment', 'certificate', 'schedules', 'tunnel'];

  it('reads a word of five or more letters as the most frequent word one edit away', () => {
    expect(correction('shcedule', WORDS)).toBe('schedule');
    expect(correction('envrionment', WORDS)).toBe('environment');
    expect(correction('deploymnet', WORDS)).toBe('deployment');
  });

  it('leaves short words, flags and words with nothing close alone', () => {
    expect(TYPO_MIN_LENGTH).toBe(5);
    expect(correction('tunel', WORDS)).toBe('tunnel');
    expect(correction('tunl', WORDS)).toBeUndefined();
    expect(correction('local-port', WORDS)).toBeUndefined();
    expect(correction('kubernetes', WORDS)).toBeUndefined();
  });

  it('never reads a changed letter that is no slip as a typo: the reader meant another word', () => {
    expect(correction('batch', ['match', 'batches'])).toBeUndefined();
    expect(correction('dekete', ['delete'])).toBe('delete');
  });

  it('never reads a word as a stop word, which carries no topic', () => {
    expect(correction('everyting', ['everything', ...WORDS])).toBeUndefined();
    expect(correction('deploymnet', ['everything', ...WORDS])).toBe('deployment');
  });
});
