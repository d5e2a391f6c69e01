'use client';
// Flips cosmic ⇄ void. The label and icon follow the data-theme attribute through CSS, so the
// server HTML is right for either stored theme and nothing changes at hydration.
import { Button } from '@/components/ui/button';
import { setSiteTheme } from '@/components/layout/site-theme';
import { nextTheme } from '@/lib/theme';
import styles from './theme-toggle.module.css';

export function ThemeToggle() {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={styles.toggle}
      onClick={() => setSiteTheme(nextTheme(document.documentElement.dataset.theme))}
    >
      <span className="only-cosmic" aria-hidden="true">
        <MoonIcon />
      </span>
      <span className="only-void" aria-hidden="true">
        <SunIcon />
      </span>
      <span className="visually-hidden">
        <span className="only-cosmic">Switch to void theme</span>
        <span className="only-void">Switch to cosmic theme</span>
      </span>
    </Button>
  );
}

/** Stroke icons on a 24-unit grid, drawn in the text colour. */
const ICON = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function MoonIcon() {
  return (
    <svg {...ICON}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg {...ICON}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}
