// The attributes the server marks docs pages with and their script looks for (a plain module: a
// server component cannot read constants out of a client one). Those of the article's own markup
// come from lib/mdx/docs-markup.ts, which names what the docs pipeline writes without bringing the
// pipeline into the page's script.
export {
  CODE_BLOCK_ATTRIBUTE as CODE_BLOCK_ATTR,
  CODE_TAB_ATTRIBUTE as CODE_TAB_ATTR,
  CODE_TABS_ATTRIBUTE as CODE_TABS_ATTR,
  CODE_TABS_LABEL_CLASS,
  COPY_BUTTON_ATTRIBUTE as COPY_BUTTON_ATTR,
  FORMER_ANCHOR_ATTRIBUTE as FORMER_ANCHOR_ATTR,
  VALUES_BUTTON_ATTRIBUTE as VALUES_BUTTON_ATTR,
} from '@/lib/mdx/docs-markup';
/** On each "On this page" list: the scroll-spy marks its links. */
export const TOC_LIST_ATTR = 'data-toc';
/** On the narrow screens' "On this page" disclosure: choosing a link closes it. */
export const TOC_DISCLOSURE_ATTR = 'data-toc-disclosure';
/** In that disclosure's summary: the scroll-spy writes the name of the section in view there. */
export const TOC_CURRENT_ATTR = 'data-toc-current';
/** On the "Copy page" button: the address of the page's Markdown copy, fetched on the click. */
export const COPY_PAGE_ATTR = 'data-copy-page';
/** On the previous / next links: their pages are fetched once the reader nears them. */
export const PAGER_ATTR = 'data-pager';
