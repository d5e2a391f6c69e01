// The attributes the server marks docs pages with and their script looks for (a plain module: a
// server component cannot read constants out of a client one).
/** On each "On this page" list: the scroll-spy marks its links. */
export const TOC_LIST_ATTR = 'data-toc';
/** On the narrow screens' "On this page" disclosure: choosing a link closes it. */
export const TOC_DISCLOSURE_ATTR = 'data-toc-disclosure';
/** In that disclosure's summary: the scroll-spy writes the name of the section in view there. */
export const TOC_CURRENT_ATTR = 'data-toc-current';
/** On each code block: the element holding its <pre> and its buttons. */
export const CODE_BLOCK_ATTR = 'data-code-block';
/** On each code block's Copy button. */
export const COPY_BUTTON_ATTR = 'data-copy-button';
/** On the "Copy page" button: the address of the page's Markdown copy, fetched on the click. */
export const COPY_PAGE_ATTR = 'data-copy-page';
/** On the previous / next links: their pages are fetched once the reader nears them. */
export const PAGER_ATTR = 'data-pager';
/** On each command block's "Your values" button (blocks with a reader's value in them): it opens the panel. */
export const VALUES_BUTTON_ATTR = 'data-values-button';
