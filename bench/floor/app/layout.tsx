// The bare-Next floor for `npm run bench`: the same Next, React and next-themes, no site code.
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <ThemeProvider attribute="data-theme">{children}</ThemeProvider>
      </body>
    </html>
  );
}
