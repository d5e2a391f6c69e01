import { median, middleRun } from './stats.mjs';

describe('median', () => {
  it('is the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('middleRun', () => {
  it('is a run that happened: the middle one, or the upper middle one of an even count', () => {
    const runs = [{ s: 0.9 }, { s: 0.7 }, { s: 0.8 }, { s: 0.6 }];
    expect(middleRun(runs, (r) => r.s)).toEqual({ s: 0.8 });
    expect(middleRun(runs.slice(0, 3), (r) => r.s)).toEqual({ s: 0.8 });
    expect(middleRun([], (r) => r)).toBeUndefined();
  });
});
