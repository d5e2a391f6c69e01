'use client';
// Alternatives side by side (the same step in bash, PowerShell and fish), on the site's Tabs (the
// WAI-ARIA pattern: arrow keys, Home and End move and select). Every set of the same group follows one
// choice, on this page and the next: it is kept in localStorage. Before the page runs (and
// without JavaScript) every variant shows, stacked under its label.
import { Children, isValidElement, useSyncExternalStore, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
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

  if (!hydrated) return stacked;
  return (
    <div className={styles.tabs}>
      <Tabs
        label={group}
        // Ids by position: a label may hold spaces ("bash / zsh"), which an id reference cannot.
        items={panels.map((panel, index) => ({ id: String(index), label: labels[index], panel }))}
        selected={String(selected)}
        onSelect={(id) => saveChoice(group, labels[Number(id)])}
      />
    </div>
  );
}
