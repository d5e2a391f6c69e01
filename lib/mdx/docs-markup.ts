// The names of a docs article's markup: the classes, attributes and properties the docs pipeline
// writes (docs-elements.ts; a former anchor's, former-anchors.ts) and the page's script and styles
// read. A module of plain constants, so the browser's code can import them without the pipeline.

export const CHIP_BUTTON_CLASS = 'docs-chip-button';
export const CODE_BLOCK_ATTRIBUTE = 'data-code-block';
export const CODE_TOOLS_CLASS = 'code-tools';
/** On a box that scrolls sideways (a code block, a table, a tab bar): its edge cue (app/globals.css). */
export const SCROLL_CUE_CLASS = 'scroll-cue';
/** On a table of four columns or more: kept readable on a narrow screen by scrolling. */
export const WIDE_TABLE_CLASS = 'table-wide';
/** On a code block too long to show whole: its code in a clip, "Show all" (a <details>) under it. */
export const LONG_CODE_CLASS = 'code-long';
export const CODE_CLIP_CLASS = 'code-clip';
export const CODE_MORE_CLASS = 'code-more';
/** The name in a code block's header (a file name or the language). */
export const CODE_TITLE_CLASS = 'code-title';
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-button';
export const VALUES_BUTTON_ATTRIBUTE = 'data-values-button';
/** A tab set's group (its name, and the choice its sets share) and each variant's label. */
export const CODE_TABS_ATTRIBUTE = 'data-code-tabs';
export const CODE_TAB_ATTRIBUTE = 'data-code-tab';
export const CODE_TABS_LABEL_CLASS = 'code-tabs-label';
/** On a reworded heading's former address (an empty element just before it): the heading's id. */
export const FORMER_ANCHOR_ATTRIBUTE = 'data-former-anchor-of';
/** The same attribute as a hast property. */
export const FORMER_ANCHOR_PROPERTY = 'dataFormerAnchorOf';
/** On a former address whose part moved to another page (a note linking there): where it went. */
export const MOVED_ANCHOR_ATTRIBUTE = 'data-former-anchor-to';
/** The same attribute as a hast property. */
export const MOVED_ANCHOR_PROPERTY = 'dataFormerAnchorTo';
/** The class of that note: shown only to a reader whose address names it (docs-view.module.css). */
export const MOVED_ANCHOR_CLASS = 'moved-anchor';

/** The custom properties that size a code block and a table before the browser lays them out. */
export const LINES_PROPERTY = '--lines';
export const ROWS_PROPERTY = '--rows';
