// A docs page's structured data for search engines: JSON-LD with its breadcrumb trail
// (BreadcrumbList) and the page itself (TechArticle: its dates, language, and the organisation that
// writes and publishes the docs, with its site and logo), every URL absolute. It is a data block
// (<script type="application/ld+json">), never executed, so the Content-Security-Policy needs nothing.
import type { Crumb } from '@/lib/docs';

export interface ArticleFacts {
  /** The page's canonical URL, absolute. */
  url: string;
  headline: string;
  description: string;
  /** ISO 8601: when the page was first published, and last changed. */
  datePublished: string;
  dateModified: string;
  /** The page's language (BCP 47). */
  inLanguage: string;
  /** Who writes and publishes the docs: the product's name, the site's origin, its logo's URL. */
  publisher: { name: string; logo: { url: string; size: number } };
  /** The social card's URL, absolute. */
  image: string;
  /** The trail from the docs' front page to this page, paths on `origin` (a crumb with none is left out). */
  crumbs: readonly Crumb[];
  origin: string;
}

/**
 * The page's JSON-LD documents, one per <script> (not one @graph: every reader of structured data
 * finds each type at the top of its own document).
 */
export function docStructuredData(facts: ArticleFacts) {
  // Written out where used (not by @id): every reader of the data finds the names in place.
  const organisation = { '@type': 'Organization', name: facts.publisher.name, url: `${facts.origin}/` };
  const context = 'https://schema.org';
  return [
    {
      '@context': context,
      '@type': 'BreadcrumbList',
      // Only the crumbs that are pages: every item of a trail but the last needs an address.
      itemListElement: facts.crumbs
        .flatMap((crumb) => (crumb.href ? [crumb] : []))
        .map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: `${facts.origin}${crumb.href}`,
        })),
    },
    {
      '@context': context,
      '@type': 'TechArticle',
      headline: facts.headline,
      description: facts.description,
      datePublished: facts.datePublished,
      dateModified: facts.dateModified,
      inLanguage: facts.inLanguage,
      url: facts.url,
      mainEntityOfPage: facts.url,
      image: facts.image,
      author: organisation,
      publisher: {
        ...organisation,
        logo: {
          '@type': 'ImageObject',
          url: facts.publisher.logo.url,
          width: facts.publisher.logo.size,
          height: facts.publisher.logo.size,
        },
      },
    },
  ];
}

/** JSON for a <script> element: `<` escaped, so no text in it can close the element. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
