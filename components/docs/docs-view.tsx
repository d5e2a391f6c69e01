// The documentation page: tab buttons, cli sub-buttons, the active tab's heading
// (not on overview) and the MDX content, all server-rendered.
import Link from 'next/link';
import { SUBTAB_BUTTONS, TAB_BUTTONS, neighbours, type DocPage } from '@/lib/docs';
import { docToc } from '@/lib/docs-source';
import { PRODUCT_TITLE } from '@/lib/site';
import styles from './docs-view.module.css';

/**
 * `path` is the URL this copy is served at: only the copy at the page's canonical URL is
 * indexed by the site search (the same content also answers at /mg/, /mg/dmt/ and so on).
 */
export async function DocsView({ page, path }: { page: DocPage; path: string }) {
  const { default: Content } = await page.load();
  const toc = docToc(page);
  const indexed = path === page.canonicalPath;
  const { previous, next } = neighbours(page);

  return (
    <div className={styles.layout}>
      <nav aria-label="Documentation" className={styles.tabs}>
        <p className={styles.product}>{PRODUCT_TITLE} docs</p>
        <ul className={styles.tabList}>
          {TAB_BUTTONS.map((tab) => (
            <li key={tab.slug}>
              <Link href={tab.href} className={styles.tab} aria-current={tab.slug === page.tab ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
        {page.tab === 'cli' && (
          <ul className={styles.subtabList} aria-label="CLI reference">
            {SUBTAB_BUTTONS.map((sub) => (
              <li key={sub.slug}>
                <Link
                  href={sub.href}
                  className={styles.subtab}
                  aria-current={sub.slug === page.subtab ? 'page' : undefined}
                >
                  {sub.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <article className={styles.article} {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        {page.id === 'overview' ? (
          <h1 className={styles.heading}>
            <span className={styles.eyebrow}>{PRODUCT_TITLE}</span> Deploy to your own cloud with <code>mg</code>
          </h1>
        ) : (
          <h1 className={styles.heading}>{page.title}</h1>
        )}
        <p className={styles.lead}>{page.description}</p>
        <div className={styles.prose}>
          <Content />
        </div>
        <nav aria-label="Previous and next page" className={styles.pager} data-pagefind-ignore="all">
          {previous ? (
            <Link href={previous.canonicalPath} rel="prev">
              <span>Previous</span> {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={next.canonicalPath} rel="next" className={styles.next}>
              <span>Next</span> {next.title}
            </Link>
          )}
        </nav>
      </article>
      {toc.length > 0 && (
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <p id="toc-title" className={styles.tocTitle}>
            On this page
          </p>
          <ul>
            {toc.map((entry) => (
              <li key={entry.id} data-depth={entry.depth}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
