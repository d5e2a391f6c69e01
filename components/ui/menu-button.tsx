'use client';
// A menu button per the WAI-ARIA pattern: Enter, Space or ArrowDown opens the menu on its first
// item; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click
// outside closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import styles from './menu-button.module.css';

export type MenuItem = { label: string; href: string } | { label: string; onSelect: () => void };

export function MenuButton({
  label,
  items,
  className,
  align = 'start',
}: {
  label: ReactNode;
  items: readonly MenuItem[];
  className?: string;
  /** Which edge of the button the menu lines up with: `end` for a button at the right of a bar. */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const id = useId();

  const focusItem = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // focusItem reads refs only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((el) => el === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={className ?? buttonClass()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg className={styles.caret} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" className={`${styles.menu} ${styles[align]}`} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              {'href' in item ? (
                <a
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  className={styles.item}
                  onClick={() => close(false)}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
