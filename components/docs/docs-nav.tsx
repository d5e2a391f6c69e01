// The docs page's navigation lists, server-rendered: the sections (tab buttons and, on a page of
// the cli tab, every page reached through it) and "On this page" (the page's headings; the
// scroll-spy marks the one being read).
import { CLI_GROUPS, TAB_BUTTONS, type DocPage } from '@/lib/docs';
import type { TocEntry } from '@/lib/mdx/docs-html';
import { TOC_LIST_ATTR } from './docs-attrs';
import styles from './docs-view.module.css';

/** The tab buttons and, on a page of the cli tab, the pages reached through it. */
export function SectionLists({ page }: { page: DocPage }) {
  return (
    <>
      <ul className={styles.tabList}>
        {TAB_BUTTONS.map((tab) => (
          <li key={tab.slug}>
            <a href={tab.href} className={styles.tab} aria-current={tab.slug === page.tab ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      {page.tab === 'cli' &&
        CLI_GROUPS.map((group) => (
          <div key={group.label} className={styles.group}>
            <p className={styles.groupLabel} aria-hidden="true">
              {group.label}
            </p>
            <ul className={styles.subtabList} aria-label={group.label}>
              {group.links.map((sub) => (
                <li key={sub.slug}>
                  <a href={sub.href} className={styles.subtab} aria-current={sub.slug === page.id ? 'page' : undefined}>
                    {sub.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}

export function TocList({ toc }: { toc: TocEntry[] }) {
  return (
    <ul className={styles.tocList} {...{ [TOC_LIST_ATTR]: '' }}>
      {toc.map((entry) => (
        <li key={entry.id} data-depth={entry.depth}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ul>
  );
}
