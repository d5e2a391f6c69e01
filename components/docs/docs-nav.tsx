// The docs page's navigation lists, server-rendered: the sections (tab buttons and, on a page of
// the cli tab, every page reached through it) and "On this page" (the page's headings; the
// scroll-spy marks the one being read).
import { CLI_GROUPS, TAB_BUTTONS, type DocNavLink, type DocPage } from '@/lib/docs';
import type { TocEntry } from '@/lib/mdx/docs-html';
import { TOC_LIST_ATTR } from './docs-attrs';
import styles from './docs-view.module.css';

/**
 * A list's links, the one whose slug is `current` marked: as the page being read where it leads to
 * this page (`path`), else as the section the page is in.
 */
function LinkItems({
  links,
  current,
  path,
  className,
}: {
  links: readonly DocNavLink[];
  current: string;
  path: string;
  className: string;
}) {
  return links.map((link) => (
    <li key={link.slug}>
      <a
        href={link.href}
        className={className}
        aria-current={link.slug === current ? (link.href === path ? 'page' : 'true') : undefined}
      >
        {link.label}
      </a>
    </li>
  ));
}

/** The tab buttons and, on a page of the cli tab, the pages reached through it. */
export function SectionLists({ page }: { page: DocPage }) {
  return (
    <>
      <ul className={styles.tabList}>
        <LinkItems links={TAB_BUTTONS} current={page.tab} path={page.canonicalPath} className={styles.tab} />
      </ul>
      {page.tab === 'cli' &&
        CLI_GROUPS.map((group) => (
          <div key={group.label} className={styles.group}>
            <p className={styles.groupLabel} aria-hidden="true">
              {group.label}
            </p>
            <ul className={styles.subtabList} aria-label={group.label}>
              <LinkItems links={group.links} current={page.id} path={page.canonicalPath} className={styles.subtab} />
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
