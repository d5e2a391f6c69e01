// The documentation page, all server-rendered: breadcrumbs, the sections (a sidebar; on a phone a
// "Sections" disclosure), the title, lead and article, previous / next, and "On this page" (a
// sidebar on a wide screen; otherwise a disclosure in the bar that sticks under the header, beside
// "Sections" on a phone). Disclosures are <details>,
// so they work without JavaScript; the scroll-spy and Copy need it (DocsScript). Under the lead:
// "Copy page" (its Markdown) and links that open it in an assistant; at the end: when it last
// changed and, when the edit URL setting is set, "Edit this page" and "Was this page helpful?" (links
// to a new issue on the docs' repository, on GitHub or GitLab). The head of the page carries
// its structured data (JSON-LD). The article is the MDX source rendered to HTML at build time
// (lib/docs-source.ts), carried once and shown as one static element (static-article.tsx): React
// never builds or hydrates a tree of it, and what it does on the page (Copy, tabs, reader's values)
// DocsScript adds.
import type { ReactNode } from 'react';
import { breadcrumbs, type DocPage } from '@/lib/docs';
import { settings } from '@/lib/config';
import { editUrl, firstPublished, lastModified, renderedDoc } from '@/lib/docs-source';
import { LOGO, docCard, socialCardPath } from '@/lib/metadata';
import { pageFeedback } from '@/lib/page-feedback';
import { docStructuredData, jsonForScript } from '@/lib/structured-data';
import { BRAND_NAME, SITE_LANGUAGE } from '@/lib/site';
import { DocsScript } from '@/components/islands';
import { StaticArticle } from '@/components/docs/static-article';
import { StaticRegion } from '@/components/ui/static-region';
import { articleSrc, registerArticle } from '@/lib/article-cache';
import tabs from '@/components/ui/tabs.module.css';
import { TOC_CURRENT_ATTR, TOC_DISCLOSURE_ATTR } from './docs-attrs';
import { DocsHead, DocsPageEnd } from './docs-page-parts';
import { SectionLists, TocList } from './docs-nav';
import { pageArticle } from './page-article';
import columns from './docs-columns.module.css';
import styles from './docs-view.module.css';

/** The site's Tabs look, for the shell tabs the page's script makes of the article's variants. */
const TAB_CLASSES = { list: tabs.list, tab: tabs.tab, panel: tabs.panel };

/**
 * `path` is the URL this copy is served at: only the copy at the page's canonical URL is
 * indexed by the site search (the same content also answers at /mg/, /mg/dmt/ and so on).
 */
/**
 * One of the bar's disclosures (one open at a time: they share a name): its summary, then its panel.
 * The "On this page" one (`toc`) is marked for the script, which closes it when a link is chosen.
 */
function BarDisclosure({ summary, toc = false, children }: { summary: ReactNode; toc?: boolean; children: ReactNode }) {
  return (
    <details name="docs-bar" className={styles.barItem} {...(toc ? { [TOC_DISCLOSURE_ATTR]: '' } : {})}>
      <summary className={styles.barSummary}>{summary}</summary>
      <div className={styles.barPanel}>
        <div className={`${styles.barScroll} scroll-cue-block`}>{children}</div>
      </div>
    </details>
  );
}

export async function DocsView({ page, path }: { page: DocPage; path: string }) {
  const article = articleSrc(page.canonicalPath);
  registerArticle(article, await pageArticle(page));
  const { toc } = await renderedDoc(page);
  const indexed = path === page.canonicalPath;
  const crumbs = breadcrumbs(page);
  const modified = lastModified(page);
  const edit = editUrl(page);
  const feedback = pageFeedback(settings.docsEditUrl, {
    title: page.title,
    url: `${settings.siteUrl}${page.canonicalPath}`,
  });
  const structuredData = docStructuredData({
    url: `${settings.siteUrl}${page.canonicalPath}`,
    headline: page.title,
    description: page.description,
    datePublished: firstPublished(page),
    dateModified: modified,
    inLanguage: SITE_LANGUAGE,
    image: `${settings.siteUrl}${socialCardPath(docCard(page))}`,
    publisher: { name: BRAND_NAME, logo: { url: `${settings.siteUrl}${LOGO.path}`, size: LOGO.size } },
    crumbs,
    origin: settings.siteUrl,
  });

  return (
    <div className={`${columns.columns} ${styles.layout}`}>
      {/* Under 1180 px, one bar sticks under the header through the whole page: "Sections" (on a
          phone, where the sidebar is gone) and "On this page", naming the section in view (the
          scroll-spy). Each is a disclosure (<details>), one open at a time (same name), so the bar
          works without JavaScript. */}
      <StaticRegion as="div" key={`${page.id}-bar`} className={styles.bar} data-pagefind-ignore="all">
        <nav aria-label="Documentation" className={styles.barSections}>
          <BarDisclosure summary="Sections">
            <SectionLists page={page} />
          </BarDisclosure>
        </nav>
        {toc.length > 0 && (
          <nav aria-label="On this page" className={styles.barToc}>
            <BarDisclosure
              toc
              summary={
                <>
                  <span className={styles.barLabel}>On this page</span>
                  <span className={styles.tocCurrent} {...{ [TOC_CURRENT_ATTR]: '' }} />
                </>
              }
            >
              <TocList toc={toc} />
            </BarDisclosure>
          </nav>
        )}
      </StaticRegion>
      <StaticRegion as="nav" key={`${page.id}-sections`} aria-label="Documentation" className={styles.sidebar}>
        <p className={columns.label}>{BRAND_NAME} docs</p>
        <SectionLists page={page} />
      </StaticRegion>
      <article className={styles.article} {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        <DocsHead key={`${page.id}-head`} page={page} crumbs={crumbs} />
        <StaticArticle src={article} className={styles.prose} />
        <DocsPageEnd key={`${page.id}-end`} page={page} modified={modified} edit={edit} feedback={feedback} />
      </article>
      {toc.length > 0 && (
        <StaticRegion as="div" key={`${page.id}-toc`} className={styles.toc}>
          <p id="toc-title" className={styles.tocTitle}>
            On this page
          </p>
          <nav aria-labelledby="toc-title" className={`${styles.tocScroll} scroll-cue-block`}>
            <TocList toc={toc} />
          </nav>
        </StaticRegion>
      )}
      <DocsScript ids={toc.map((entry) => entry.id)} tabClasses={TAB_CLASSES} />
      {/* Data, not scripts: never executed, so the Content-Security-Policy needs no change. */}
      {structuredData.map((document) => (
        <script
          key={document['@type']}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(document) }}
        />
      ))}
    </div>
  );
}
