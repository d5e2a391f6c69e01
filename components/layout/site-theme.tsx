'use client';
// The cosmic / void theme: the script that sets it on <html> before the page is drawn, and the
// state its toggle changes. It lives in the header, first, beside the toggle, the only thing that
// changes it: the script still runs before any content is drawn, and the provider's own update
// after it mounts (it reads the system's colour scheme) reaches nothing else.
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY } from '@/lib/theme';

export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="data-theme"
      themes={[...THEMES]}
      defaultTheme={DEFAULT_THEME}
      storageKey={THEME_STORAGE_KEY}
      enableSystem={false}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}
