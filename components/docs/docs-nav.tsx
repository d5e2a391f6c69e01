// The docs page's navigation lists, server-rendered: the sections (every docs page, under its
// group's heading: lib/docs.ts, DOC_NAV) and "On this page" (the page's headings; the scroll-spy
// marks the one being read).
import { DOC_NAV, type DocNavLink, type DocPage } from '@/lib/docs';
import type { TocEntry } from '@/lib/mdx/docs-html';
import { TOC_LIST_ATTR } from './docs-attrs';
import styles from './docs-view.module.css';

/**
 * A list's links, the one whose slug is `current` marked: as the page being read where it leads to
 * this page (`path`), else (a copy of the page at another address) as the page's place.
 */
function LinkItems({ links, current, path }: { links: readonly DocNavLink[]; current: string; path: string }) {
  return links.map((link) => (
    <li key={link.slug}>
      <a
        href={link.href}
        className={styles.navLink}
        aria-current={link.slug === current ? (link.href === path ? 'page' : 'true') : undefined}
      >
        {link.label}
      </a>
    </li>
  ));
}

/** Every docs page, in its group under the group's heading (plain text: the headings lead nowhere). */
export function SectionLists({ page }: { page: DocPage }) {
  return DOC_NAV.map((group) => (
    <div key={group.label} className={styles.group}>
      <p className={styles.groupLabel} aria-hidden="true">
        {group.label}
      </p>
      <ul className={styles.navList} aria-label={group.label}>
        <LinkItems links={group.links} current={page.id} path={page.canonicalPath} />
      </ul>
    </div>
  ));
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
