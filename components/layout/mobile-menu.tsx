'use client';
// The phone header's menu: a <details> disclosure, so it opens and its links work without
// JavaScript. With it, choosing a link or button inside closes the menu, and Escape closes it and
// returns focus to its button.
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import styles from './mobile-menu.module.css';

/**
 * `className` says at which widths the menu shows (the header's nav shows at the others). An owner
 * that may remount the menu (the sign-in scope re-renders its children once the SDK loads) keeps
 * it open across that through `open` and `onToggle`.
 */
export function MobileMenu({
  children,
  className,
  open,
  onToggle,
}: {
  children: ReactNode;
  className: string;
  open?: boolean;
  onToggle?: (open: boolean) => void;
}) {
  return (
    <details
      id="mobile-menu"
      className={`${styles.menu} ${className}`}
      open={open}
      onToggle={(event) => onToggle?.(event.currentTarget.open)}
      onClick={(event) => {
        if ((event.target as Element).closest('a, button')) event.currentTarget.open = false;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        (event.currentTarget.firstChild as HTMLElement).focus(); // the summary
      }}
    >
      <summary className={buttonClass({ className: styles.toggle })}>Menu</summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}
