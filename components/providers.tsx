'use client';
// The one client provider of the site: the cosmic / void theme.
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY } from '@/lib/theme';

export function Providers({ children }: { children: ReactNode }) {
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
