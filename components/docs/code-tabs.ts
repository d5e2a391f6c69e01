// Shell tabs in the article: each set of variants the build left stacked under their labels
// (lib/mdx/docs-elements.ts; what readers without JavaScript see) becomes a tab set per the WAI-ARIA
// tabs pattern, in the site's Tabs look: arrow keys, Home and End move and choose. Every set of
// one group follows one choice, on this page and the next: it is kept in localStorage.
import { SCROLL_CUE_CLASS, revealTab } from '@/components/ui/reveal-tab';
import { CODE_TAB_ATTR, CODE_TABS_ATTR, CODE_TABS_LABEL_CLASS } from './docs-attrs';

export const tabChoiceKey = (group: string) => `docs-tabs:${group}`;
const CHANGE_EVENT = 'docs-tabs-change';

/** The class names of the site's Tabs (components/ui/tabs.module.css). */
export interface TabClasses {
  list: string;
  tab: string;
  panel: string;
}

function readChoice(group: string): string | null {
  try {
    return localStorage.getItem(tabChoiceKey(group));
  } catch {
    return null; // storage switched off: the first tab
  }
}

function saveChoice(group: string, label: string) {
  try {
    localStorage.setItem(tabChoiceKey(group), label);
  } catch {
    // not remembered; the page's sets still follow the choice
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

let sets = 0;

/** Makes one set of stacked variants into tabs; answers the function that shows a group's choice. */
function tabSet(set: HTMLElement, classes: TabClasses): () => void {
  const group = set.dataset.codeTabs ?? '';
  const variants = [...set.querySelectorAll<HTMLElement>(`:scope > [${CODE_TAB_ATTR}]`)];
  const labels = variants.map((variant) => variant.dataset.codeTab ?? '');
  const base = `code-tabs-${(sets += 1)}`;
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', group);
  list.className = `${classes.list} ${SCROLL_CUE_CLASS}`;
  const tabs = labels.map((label, index) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${base}-tab-${index}`;
    tab.className = classes.tab;
    tab.textContent = label;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${base}-panel-${index}`);
    list.append(tab);
    return tab;
  });
  variants.forEach((variant, index) => {
    variant.querySelector(`:scope > .${CODE_TABS_LABEL_CLASS}`)?.remove();
    variant.removeAttribute('aria-label');
    variant.id = `${base}-panel-${index}`;
    variant.className = classes.panel;
    variant.tabIndex = 0;
    variant.setAttribute('role', 'tabpanel');
    variant.setAttribute('aria-labelledby', tabs[index].id);
  });
  set.prepend(list);

  const show = () => {
    const selected = Math.max(0, labels.indexOf(readChoice(group) ?? ''));
    tabs.forEach((tab, index) => {
      tab.setAttribute('aria-selected', String(index === selected));
      tab.tabIndex = index === selected ? 0 : -1;
      variants[index].hidden = index !== selected;
    });
    // The first tab is in view as built: no layout read on load for the usual choice.
    if (selected > 0) revealTab(tabs[selected]);
  };
  const choose = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    saveChoice(group, labels[wrapped]);
    tabs[wrapped].focus();
  };
  list.addEventListener('click', (event) => {
    const index = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLButtonElement);
    if (index >= 0) saveChoice(group, labels[index]);
  });
  list.addEventListener('keydown', (event) => {
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (index < 0 || !(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key]);
  });
  show();
  return show;
}

/** Makes tabs of every set on the page and keeps them on the reader's choice; returns the function that stops it. */
export function startCodeTabs(classes: TabClasses): () => void {
  const shows = [...document.querySelectorAll<HTMLElement>(`[${CODE_TABS_ATTR}]`)]
    .filter((set) => !set.querySelector(':scope > [role="tablist"]'))
    .map((set) => tabSet(set, classes));
  const showAll = () => shows.forEach((show) => show());
  window.addEventListener('storage', showAll);
  window.addEventListener(CHANGE_EVENT, showAll);
  return () => {
    window.removeEventListener('storage', showAll);
    window.removeEventListener(CHANGE_EVENT, showAll);
  };
}
