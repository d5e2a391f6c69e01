// A docs page's structured data for search engines: JSON-LD with its breadcrumb trail
// (BreadcrumbList) and the page itself (TechArticle), every URL absolute. It is a data block
// (<script type="application/ld+json">), never executed, so the Content-Security-Policy needs nothing.
import type { Crumb } from '@/lib/docs';

export interface ArticleFacts {
  /** The page's canonical URL, absolute. */
  url: string;
  headline: string;
  description: string;
  /** ISO 8601. */
  dateModified: string;
  /** The social card's URL, absolute. */
  image: string;
  /** The trail from the docs' front page to this page, paths on `origin`. */
  crumbs: readonly Crumb[];
  origin: string;
}

export function docStructuredData(facts: ArticleFacts) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BreadcrumbList',
        itemListElement: facts.crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: `${facts.origin}${crumb.href}`,
        })),
      },
      {
        '@type': 'TechArticle',
        headline: facts.headline,
        description: facts.description,
        dateModified: facts.dateModified,
        url: facts.url,
        mainEntityOfPage: facts.url,
        image: facts.image,
      },
    ],
  };
}

/** JSON for a <script> element: `<` escaped, so no text in it can close the element. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
