// A docs page's article travels once. Loaded with the page, it is in the page's HTML (and not in the
// React payload: components/docs/static-article.tsx). Reached inside the app, it is the file
// ARTICLE_FILE beside the page, fetched once per session: on a sign of intent for a link to the page
// (components/layout/link-router.tsx), else when the page renders.
import { ROUTES } from '@/lib/routes';

export const ARTICLE_FILE = 'article.txt';

/**
 * The server's registry of articles (`src` → HTML), shared by the React server, which fills it, and
 * the HTML renderer, which writes each into its page: one build process holds both.
 */
export const ARTICLES = Symbol.for('milligram.articles');
export type ArticleRegistry = Map<string, string>;

/** Puts an article in the server's registry (on the server only). */
export function registerArticle(src: string, html: string): void {
  const global = globalThis as Record<symbol, ArticleRegistry | undefined>;
  (global[ARTICLES] ??= new Map()).set(src, html);
}

/** An article from the server's registry ('' when none). */
export const registeredArticle = (src: string): string =>
  (globalThis as Record<symbol, ArticleRegistry | undefined>)[ARTICLES]?.get(src) ?? '';

/** Where the article of the docs page at `path` (a folder URL, /mg/cli/dmt/) is. */
export const articleSrc = (path: string) => `${path}${ARTICLE_FILE}`;

/** Whether `path` may be a docs page: under /mg/, but not /mg/ and /mg/cli/ themselves (other addresses of a page). */
export const mayBeDocsPage = (path: string) =>
  path.startsWith(ROUTES.docsMain) && path !== ROUTES.docsMain && path !== ROUTES.docsCli;

const articles = new Map<string, Promise<string>>();

/** The article at `src`, fetched once and kept; a failure is not kept, so the next try fetches again. */
export function loadArticle(src: string): Promise<string> {
  let article = articles.get(src);
  if (!article) {
    article = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      return response.text();
    });
    articles.set(src, article);
    article.catch(() => articles.delete(src));
  }
  return article;
}
