// The site's two faces, self-hosted from npm (nothing is fetched from another site at build time):
// Geist for text and headings, Geist Mono for code, commands, ids and paths: variable weight (400 to 700),
// `font-display: swap`, cut by the build to the characters the site sets (lib/font-glyphs.ts,
// scripts/build/subset-fonts.ts writes .fonts/). The text face is preloaded on every page; the mono face loads only
// where a page shows code. Next sizes a local fallback to each face's metrics, so the swap moves
// nothing (no layout shift).
import localFont from 'next/font/local';

export const sansFace = localFont({
  src: '../.fonts/geist.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans-face',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const monoFace = localFont({
  src: '../.fonts/geist-mono.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-mono-face',
  // A proportional fallback's metrics would be the wrong ones for a monospace face.
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'DejaVu Sans Mono', 'monospace'],
});
