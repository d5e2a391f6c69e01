// The User Timing measure each search records in the browser, from the end of the typing pause to
// its results on screen. The evaluation script (scripts/measure/search-eval.mjs) imports it too.
export const SEARCH_MEASURE = 'milligram:search';
