'use client';
// Tabs per the WAI-ARIA tabs pattern: arrow keys, Home and End move and activate; every panel
// stays in the HTML (hidden when inactive) so its text is indexable and readable without JS. The
// choice is the component's own, unless the owner holds it (`selected` and `onSelect`). The bar is
// a segmented control that wraps rather than scrolls (tabs.module.css). With `fixedHeight` the
// panels share one box as tall as the tallest, so switching moves nothing (a dialog's edges, the
// page below).
import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  /** The start of the label a phone's bar shows, so the bar stays one row; the rest stays in the tab's name. */
  short?: string;
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
  fixedHeight = false,
}: {
  items: TabItem[];
  label: string;
  initial?: string;
  /** The owner's choice, when the owner keeps it (e.g. shared by several tab sets). */
  selected?: string;
  onSelect?: (id: string) => void;
  /** As tall as the tallest panel whichever is shown: the inactive ones keep their place, unseen. */
  fixedHeight?: boolean;
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
    tabRefs.current[at]?.focus();
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

  const panels = items.map((item) => {
    const shown = item.id === active;
    return (
      <div
        key={item.id}
        role="tabpanel"
        id={`${base}-panel-${item.id}`}
        aria-labelledby={`${base}-tab-${item.id}`}
        // Fixed height: unseen but laid out (visibility, in the stylesheet); else out of the layout.
        hidden={!shown && !fixedHeight}
        data-inactive={shown ? undefined : ''}
        tabIndex={0}
        className={styles.panel}
      >
        <PanelActive.Provider value={shown}>{item.panel}</PanelActive.Provider>
      </div>
    );
  });

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
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
              onClick={() => setActive(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.short && item.short !== item.label && item.label.startsWith(item.short) ? (
                <>
                  {item.short}
                  <span className={styles.rest}>{item.label.slice(item.short.length)}</span>
                </>
              ) : (
                item.label
              )}
            </button>
          );
        })}
      </div>
      {fixedHeight ? <div className={styles.stack}>{panels}</div> : panels}
    </div>
  );
}
