// Where a reader's own values are kept and how a tab hears they changed (lib/reader-values.ts has
// the rest): a module of its own, without imports, for the script every docs page runs.
export const READER_VALUES_KEY = 'milligram:your-values';
/** Tells the page's script that the values changed in this tab (storage events only cross tabs). */
export const READER_VALUES_EVENT = 'milligram:your-values-changed';
