// The two themes: cosmic (light, the default) and void (dark), stored under the key "theme".
export const THEMES = ['cosmic', 'void'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'cosmic';
export const THEME_STORAGE_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The toggle flips between the two; anything unknown counts as the default. */
export function nextTheme(current: unknown): Theme {
  return (isTheme(current) ? current : DEFAULT_THEME) === 'cosmic' ? 'void' : 'cosmic';
}
