// The attributes the server marks "On this page" with and the scroll-spy looks for (a plain module:
// a server component cannot read constants out of a client one).
/** On each "On this page" list: the scroll-spy marks its links. */
export const TOC_LIST_ATTR = 'data-toc';
/** On the narrow screens' "On this page" disclosure: choosing a link closes it. */
export const TOC_DISCLOSURE_ATTR = 'data-toc-disclosure';
