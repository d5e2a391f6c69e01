import { DEFAULT_THEME, THEME_STORAGE_KEY, isTheme, nextTheme } from '@/lib/theme';

describe('theme', () => {
  it('defaults to cosmic, stored under the key "theme"', () => {
    expect(DEFAULT_THEME).toBe('cosmic');
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('flips between cosmic and void', () => {
    expect(nextTheme('cosmic')).toBe('void');
    expect(nextTheme('void')).toBe('cosmic');
  });

  it('treats an unknown or missing theme as cosmic', () => {
    expect(nextTheme(undefined)).toBe('void');
    expect(nextTheme('dark')).toBe('void');
    expect(isTheme('dark')).toBe(false);
    expect(isTheme('void')).toBe(true);
  });
});
