import { TYPO_MIN_LENGTH, correction, oneEditApart } from '@/lib/search/typos';

describe('one edit apart', () => {
  it('is a letter changed, missing, added, or two neighbours swapped', () => {
    expect(oneEditApart('shcedule', 'schedule')).toBe(true); // swapped
    expect(oneEditApart('envrionment', 'environment')).toBe(true); // swapped
    expect(oneEditApart('tunel', 'tunnel')).toBe(true); // missing
    expect(oneEditApart('deployy', 'deploy')).toBe(true); // added
    expect(oneEditApart('certifacate', 'certificate')).toBe(true); // changed
  });

  it('is not the same word, nor two edits', () => {
    expect(oneEditApart('schedule', 'schedule')).toBe(false);
    expect(oneEditApart('shceduel', 'schedule')).toBe(false);
    expect(oneEditApart('deploy', 'deployed')).toBe(false);
    expect(oneEditApart('abc', 'bca')).toBe(false);
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

  it('never reads a word as a stop word, which carries no topic', () => {
    expect(correction('everyting', ['everything', ...WORDS])).toBeUndefined();
    expect(correction('deploymnet', ['everything', ...WORDS])).toBe('deployment');
  });
});
