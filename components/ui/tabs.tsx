'use client';
// Tabs per the WAI-ARIA tabs pattern: arrow keys, Home and End move and activate; every panel
// stays in the HTML (hidden when inactive) so its text is indexable and readable without JS. The
// choice is the component's own, unless the owner holds it (`selected` and `onSelect`).
import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SCROLL_CUE_CLASS, revealTab } from './reveal-tab';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const PanelActive = createContext(true);
/** Whether the panel around the caller is the visible one (e.g. to pause timers when it is not). */
export const usePanelActive = () => useContext(PanelActive);

export function Tabs({
  items,
  label,
  initial,
  selected,
  onSelect,
}: {
  items: TabItem[];
  label: string;
  initial?: string;
  /** The owner's choice, when the owner keeps it (e.g. shared by several tab sets). */
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const [own, setOwn] = useState(initial ?? items[0]?.id);
  const active = selected ?? own;
  const setActive = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const at = (index + items.length) % items.length;
    setActive(items[at].id);
    const tab = tabRefs.current[at];
    tab?.focus();
    if (tab) revealTab(tab);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={`${styles.list} ${SCROLL_CUE_CLASS}`}>
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => {
                setActive(item.id);
                revealTab(event.currentTarget);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== active}
          tabIndex={0}
          className={styles.panel}
        >
          <PanelActive.Provider value={item.id === active}>{item.panel}</PanelActive.Provider>
        </div>
      ))}
    </div>
  );
}
