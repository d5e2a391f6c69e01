// The documentation page, all server-rendered: breadcrumbs, the sections (a sidebar; on a phone a
// "Sections" disclosure), the title, lead and article, previous / next, and "On this page" (a
// sidebar on a wide screen, a disclosure above the content otherwise). Disclosures are <details>,
// so they work without JavaScript; the scroll-spy and Copy need it (DocsScript). Under the lead:
// "Copy page" (its Markdown) and links that open it in an assistant; at the end: when it last
// changed and, when the edit URL setting is set, "Edit this page". The head of the page carries
// its structured data (JSON-LD). The article is the MDX source rendered to HTML at build time
// (lib/docs-source.ts), carried once and shown as one static element (static-article.tsx): React
// never builds or hydrates a tree of it, and what it does on the page (Copy, tabs, reader's values)
// DocsScript adds.
import { breadcrumbs, neighbours, type DocPage } from '@/lib/docs';
import { settings } from '@/lib/config';
import { docToc, editUrl, firstPublished, lastModified } from '@/lib/docs-source';
import { ASSISTANTS, assistantPrompt, markdownPath } from '@/lib/llms';
import { LOGO, docCard, socialCardPath } from '@/lib/metadata';
import { docStructuredData, jsonForScript } from '@/lib/structured-data';
import { PRODUCT_TITLE, SITE_LANGUAGE } from '@/lib/site';
import { DocsScript } from '@/components/islands';
import { StaticArticle } from '@/components/docs/static-article';
import { StaticRegion } from '@/components/ui/static-region';
import { articleSrc, registerArticle } from '@/lib/article-cache';
import { Button, buttonClass } from '@/components/ui/button';
import tabs from '@/components/ui/tabs.module.css';
import { COPY_PAGE_ATTR, PAGER_ATTR, TOC_CURRENT_ATTR, TOC_DISCLOSURE_ATTR } from './docs-attrs';
import { SectionLists, TocList } from './docs-nav';
import { pageArticle } from './page-article';
import styles from './docs-view.module.css';

/** The site's Tabs look, for the shell tabs the page's script makes of the article's variants. */
const TAB_CLASSES = { list: tabs.list, tab: tabs.tab, panel: tabs.panel };

/**
 * `path` is the URL this copy is served at: only the copy at the page's canonical URL is
 * indexed by the site search (the same content also answers at /mg/, /mg/dmt/ and so on).
 */
export async function DocsView({ page, path }: { page: DocPage; path: string }) {
  const article = articleSrc(page.canonicalPath);
  registerArticle(article, await pageArticle(page));
  const toc = docToc(page);
  const indexed = path === page.canonicalPath;
  const { previous, next } = neighbours(page);
  const crumbs = breadcrumbs(page);
  const modified = lastModified(page);
  const edit = editUrl(page);
  const structuredData = docStructuredData({
    url: `${settings.siteUrl}${page.canonicalPath}`,
    headline: page.title,
    description: page.description,
    datePublished: firstPublished(page),
    dateModified: modified,
    inLanguage: SITE_LANGUAGE,
    image: `${settings.siteUrl}${socialCardPath(docCard(page))}`,
    publisher: { name: PRODUCT_TITLE, logo: { url: `${settings.siteUrl}${LOGO.path}`, size: LOGO.size } },
    crumbs,
    origin: settings.siteUrl,
  });

  return (
    <div className={styles.layout}>
      <StaticRegion as="nav" key={`${page.id}-sections`} aria-label="Documentation" className={styles.sidebar}>
        <div className={styles.sidebarInner}>
          <p className={styles.product}>{PRODUCT_TITLE} docs</p>
          <SectionLists page={page} />
        </div>
        <details className={styles.disclosure}>
          <summary className={styles.summary}>Sections</summary>
          <SectionLists page={page} />
        </details>
      </StaticRegion>
      <article className={styles.article} {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        <StaticRegion as="div" key={`${page.id}-head`} className={styles.head}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumbs} data-pagefind-ignore="all">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={index}>
                  <a href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                    {crumb.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <h1 className={styles.heading}>{page.title}</h1>
          <p className={styles.lead}>{page.description}</p>
          <div className={styles.pageActions} data-pagefind-ignore="all">
            <Button variant="chip" size="sm" {...{ [COPY_PAGE_ATTR]: markdownPath(page) }}>
              <span>Copy page</span>
            </Button>
            {ASSISTANTS.map((assistant) => (
              <a
                key={assistant.label}
                href={assistant.href(assistantPrompt(page))}
                className={buttonClass({ variant: 'chip', size: 'sm' })}
              >
                {assistant.label}
              </a>
            ))}
          </div>
        </StaticRegion>
        {toc.length > 0 && (
          <StaticRegion
            as="nav"
            key={`${page.id}-toc-compact`}
            aria-label="On this page"
            className={styles.tocCompact}
            data-pagefind-ignore="all"
          >
            <details className={styles.disclosure} {...{ [TOC_DISCLOSURE_ATTR]: '' }}>
              <summary className={styles.summary}>
                {/* Sticky under the phone header: the section in view is named beside (the scroll-spy). */}
                <span>On this page</span>
                <span className={styles.tocCurrent} {...{ [TOC_CURRENT_ATTR]: '' }} />
              </summary>
              <TocList toc={toc} />
            </details>
          </StaticRegion>
        )}
        <StaticArticle src={article} className={styles.prose} />
        <StaticRegion as="footer" key={`${page.id}-meta`} className={styles.pageMeta} data-pagefind-ignore="all">
          <p>
            Last updated <time dateTime={modified}>{UPDATED_FORMAT.format(new Date(modified))}</time>
          </p>
          {edit && <a href={edit}>Edit this page</a>}
        </StaticRegion>
        <StaticRegion
          as="nav"
          key={`${page.id}-pager`}
          aria-label="Previous and next page"
          className={styles.pager}
          data-pagefind-ignore="all"
          {...{ [PAGER_ATTR]: '' }}
        >
          {previous ? (
            <a href={previous.canonicalPath} rel="prev">
              <span>Previous</span> {previous.title}
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a href={next.canonicalPath} rel="next" className={styles.next}>
              <span>Next</span> {next.title}
            </a>
          )}
        </StaticRegion>
      </article>
      {toc.length > 0 && (
        <StaticRegion as="nav" key={`${page.id}-toc`} aria-labelledby="toc-title" className={styles.toc}>
          <p id="toc-title" className={styles.tocTitle}>
            On this page
          </p>
          <TocList toc={toc} />
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

/** "Last updated 22 November 2026": the date the source last changed, in UTC. */
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
