'use client';
// Alternatives side by side (the same step in bash, PowerShell and fish): tabs per the WAI-ARIA
// pattern (arrow keys, Home and End move and select). Every set of the same group follows one
// choice, on this page and the next: it is kept in localStorage. Before the page runs (and
// without JavaScript) every variant shows, stacked under its label.
import {
  Children,
  isValidElement,
  useId,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './code-tabs.module.css';

export const tabChoiceKey = (group: string) => `docs-tabs:${group}`;
const CHANGE_EVENT = 'docs-tabs-change';

function readChoice(group: string): string | null {
  try {
    return localStorage.getItem(tabChoiceKey(group));
  } catch {
    return null; // storage switched off: the first tab
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function saveChoice(group: string, label: string) {
  try {
    localStorage.setItem(tabChoiceKey(group), label);
  } catch {
    // not remembered; this page still follows the choice below
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

/**
 * `labels` name the children in order; `group` names the choice they share and the tab list.
 * `stacked`: the variants one after another, each labelled (stacked-variants.tsx), shown until the
 * page runs.
 */
export function CodeTabs({
  group,
  labels,
  children,
  stacked,
}: {
  group: string;
  labels: string[];
  children: ReactNode;
  stacked: ReactNode;
}) {
  const hydrated = useHydrated();
  const chosen = useSyncExternalStore(
    subscribe,
    () => readChoice(group),
    () => null,
  );
  const panels = Children.toArray(children).filter(isValidElement);
  const selected = Math.max(0, labels.indexOf(chosen ?? ''));
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + labels.length) % labels.length;
    saveChoice(group, labels[next]);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: labels.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  if (!hydrated) return stacked;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={group} className={styles.list}>
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => saveChoice(group, label)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
