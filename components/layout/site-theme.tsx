'use client';
// The cosmic / void theme. The provider sits first in the page's frame, where its script sets the
// theme on <html> before anything is drawn, and holds no part of the page: the header's toggle sets
// the theme through `setSiteTheme`. So the provider's own update after it mounts (it reads the
// system's colour scheme) re-renders nothing else, and never reaches the dormant header
// (components/ui/dormant.tsx), which an update from above would make React draw again.
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY } from '@/lib/theme';

/** The provider's setter, once it runs. */
let setter: ((theme: string) => void) | null = null;

/** Sets and stores the theme (nothing before the page has hydrated). */
export const setSiteTheme = (theme: string) => setter?.(theme);

function Setter() {
  const { setTheme } = useTheme();
  useEffect(() => {
    setter = setTheme;
    return () => {
      setter = null;
    };
  }, [setTheme]);
  return null;
}

export function SiteTheme() {
  return (
    <ThemeProvider
      attribute="data-theme"
      themes={[...THEMES]}
      defaultTheme={DEFAULT_THEME}
      storageKey={THEME_STORAGE_KEY}
      enableSystem={false}
      disableTransitionOnChange
    >
      <Setter />
    </ThemeProvider>
  );
}
